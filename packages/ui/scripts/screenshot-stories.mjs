// Screenshots of chosen stories for every brand, from a running Storybook, to review how they look.
// usage: node scripts/screenshot-stories.mjs <story-id>... [--url http://localhost:6006] [--out screenshots]
//        [--language bn|en] [--theme brand|light|dark]
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

function parseArguments(argv) {
  const options = { url: 'http://localhost:6006', out: 'screenshots', language: 'bn', theme: 'brand', storyIds: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument.startsWith('--')) {
      options[argument.slice(2)] = argv[index + 1];
      index += 1;
    } else {
      options.storyIds.push(argument);
    }
  }
  if (options.storyIds.length === 0) throw new Error('Name at least one story id, such as components-dialog--with-icon');
  return options;
}

async function brandCodes() {
  const brandsDirectory = path.resolve(import.meta.dirname, '../../../brands');
  const files = await readdir(brandsDirectory);
  return files.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
}

const options = parseArguments(process.argv.slice(2));
await mkdir(options.out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  for (const brand of await brandCodes()) {
    for (const storyId of options.storyIds) {
      const globals = `brand:${brand};theme:${options.theme};language:${options.language}`;
      await page.goto(`${options.url}/iframe.html?id=${storyId}&viewMode=story&globals=${globals}`);
      await page.waitForFunction(() => document.querySelector('#storybook-root')?.textContent?.trim(), null, { timeout: 60_000 });
      await page.evaluate(() => document.fonts.ready);
      // Past the 100 ms fade and the first banner transition, so the shot shows the settled state.
      await page.waitForTimeout(1200);
      const file = path.join(options.out, `${brand}-${options.language}-${storyId}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
  }
} finally {
  await browser.close();
}
