#!/usr/bin/env node
// Turns brands/<code>.json into a working brand shell under apps/<code>, entirely from the templates in
// tooling/vite/templates/brand-app. Usage: pnpm create-brand <code> [--force] [--root <repo>]
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT_REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEMPLATE_DIR = path.join(SCRIPT_REPO_ROOT, 'tooling/vite/templates/brand-app');
const TEMPLATE_SUFFIX = '.tmpl';

export class CreateBrandError extends Error {}

/** Brand files are validated by the same schema the build uses; it is TypeScript, so tsx loads it. */
async function loadBrand(brandFile, shownName) {
  const { tsImport } = await import('tsx/esm/api');
  const { parseBrandText } = await tsImport('@croupier/brand-config', import.meta.url);
  return parseBrandText(readFileSync(brandFile, 'utf8'), shownName);
}

function templateFiles(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = path.join(prefix, name);
    return statSync(full).isDirectory() ? templateFiles(full, relative) : [relative];
  });
}

/** Fills {{name}} placeholders; an unknown placeholder is a template bug, not something to ship. */
export function fillTemplate(text, values) {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new CreateBrandError(`template placeholder {{${name}}} has no value`);
    return values[name];
  });
}

/** Generates apps/<code> and returns the paths it wrote, relative to the repository root. */
export async function createBrandApp({ code, repoRoot = SCRIPT_REPO_ROOT, force = false }) {
  if (!code || !/^[a-z][a-z0-9-]{1,30}$/.test(code)) {
    throw new CreateBrandError(`"${code ?? ''}" is not a brand code. Fix: pass the code of a file in brands/, such as: pnpm create-brand shonali`);
  }
  const shownBrandFile = path.join('brands', `${code}.json`);
  const brandFile = path.join(repoRoot, shownBrandFile);
  if (!existsSync(brandFile)) throw new CreateBrandError(`${shownBrandFile} does not exist. Fix: write the brand file first (see packages/brand-config/brand.schema.json)`);
  const brand = await loadBrand(brandFile, shownBrandFile);

  const appDir = path.join(repoRoot, 'apps', code);
  if (existsSync(appDir) && !force) {
    throw new CreateBrandError(`apps/${code} already exists. Fix: pass --force to regenerate it from the templates`);
  }
  // JSON-escaped so a brand name with quotes stays valid inside package.json.
  const values = { code: brand.code, displayName: JSON.stringify(brand.displayName).slice(1, -1) };
  const written = [];
  for (const template of templateFiles(TEMPLATE_DIR)) {
    const target = path.join(appDir, template.slice(0, -TEMPLATE_SUFFIX.length));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, fillTemplate(readFileSync(path.join(TEMPLATE_DIR, template), 'utf8'), values));
    written.push(path.relative(repoRoot, target));
  }
  return written.sort();
}

function parseArguments(argv) {
  const options = { code: undefined, force: false, repoRoot: undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--force') options.force = true;
    else if (argument === '--root') options.repoRoot = path.resolve(argv[++index] ?? '.');
    else options.code = argument;
  }
  return options;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  try {
    const written = await createBrandApp(options);
    console.log(`apps/${options.code} generated from brands/${options.code}.json:\n${written.map((file) => `  ${file}`).join('\n')}`);
    console.log(`Next: pnpm install, then pnpm --filter @croupier/app-${options.code} dev`);
  } catch (error) {
    if (error instanceof CreateBrandError || error?.name === 'BrandConfigError') {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
