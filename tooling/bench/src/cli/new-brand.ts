// pnpm bench:new-brand — how long a new brand takes from nothing to its page: `pnpm create-brand`
// writing and checking its file, then `pnpm start` (what ./dev start runs) until the new brand's page
// answers. The same start without the new brand is measured first in the same run, as the reference:
// what the new brand costs is the difference. The site's build from scratch (no turbo cache) is
// measured apart, since a brand no longer has a build of its own.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { httpGet } from '../http-get';
import { loadLine, machineLine, today } from '../machine';
import { startPlatform } from '../platform';
import { REPO_ROOT } from '../processes';
import { sourceLine } from '../source-commit';
import { markdownTable } from '../table';
import { readOptions } from './args';

const CODE = 'benchbrand';
const options = readOptions('usage: pnpm bench:new-brand [options]   (writes brands/benchbrand.json for the run and removes it after)', [
  { name: 'port', fallback: 8340, help: 'platform port; the demo services take the ports after it' },
]);

const seconds = (ms: number) => (ms / 1000).toFixed(1);

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** `pnpm start` until every demo brand answers and, when named, the new brand's page shows its name. */
async function startUntilServing(newBrandTitle: string | null): Promise<number> {
  const started = performance.now();
  const platform = await startPlatform(options.port);
  try {
    if (newBrandTitle !== null) {
      const page = await httpGet(platform.origin, '/', `${CODE}.localhost`);
      if (page.status !== 200 || !page.body.toString().includes(`<title>${newBrandTitle}</title>`)) throw new Error(`the new brand's page answered ${page.status} without its title`);
    }
    return performance.now() - started;
  } finally {
    await platform.stop();
  }
}

console.log(`bench:new-brand ${today()} — ${machineLine()}`);
console.log(sourceLine());
console.log(`${loadLine()} at the start`);
const brandFile = path.join(REPO_ROOT, 'brands', `${CODE}.json`);
rmSync(brandFile, { force: true });
try {
  const build = timed(() => execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/site', '--force'], { cwd: REPO_ROOT, stdio: 'ignore' }));
  const reference = await startUntilServing(null);
  const create = timed(() => execFileSync(process.execPath, ['tooling/scripts/create-brand.mjs', CODE, '--name', 'Bench Brand'], { cwd: REPO_ROOT, stdio: 'ignore' }));
  const withBrand = await startUntilServing('Bench Brand');
  console.log(
    markdownTable(
      ['step', 'seconds'],
      [
        ['site build from scratch, every brand (turbo cache off)', seconds(build)],
        ['reference: pnpm start until serving, demo brands only', seconds(reference)],
        ['pnpm create-brand: write and check the file', seconds(create)],
        ['pnpm start until the new brand’s page answers', seconds(withBrand)],
        ['new brand, file to page (create-brand + start)', seconds(create + withBrand)],
        ['what the new brand adds to a start', seconds(withBrand - reference)],
      ],
    ),
  );
} finally {
  rmSync(brandFile, { force: true });
  console.log(`${loadLine()} at the end`);
}
