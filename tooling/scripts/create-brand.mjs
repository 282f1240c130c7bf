#!/usr/bin/env node
// `pnpm create-brand <code> [--from <brand>] [--name "Display name"]`: a new brand is one file. Writes
// brands/<code>.json from another brand's file (northstar's unless --from says) when it does not exist
// yet, then checks it beside every other brand: the schema, and what no single file shows (a merchant
// code or host another brand has). Every brand's site is the one build the platform serves (decision
// 0033), so nothing is generated, installed or built for a brand: `./dev start` serves it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT_REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_TEMPLATE = 'northstar';
const CODE_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

export class CreateBrandError extends Error {}

/** The brand-config package is TypeScript; tsx loads it so this script needs no build. */
async function brandConfig() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('@croupier/brand-config/node', import.meta.url);
}

/** A merchant code from a brand code: upper case, letters and digits only. */
export function merchantCodeOf(code) {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The display name a brand starts with when none is given: its code, capitalised word by word. */
export function displayNameOf(code) {
  return code
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A new brand's file: the template's settings under the new brand's own code, merchant, name and hosts. */
export function newBrandFile(template, { code, displayName }) {
  return {
    ...template,
    code,
    merchantCode: merchantCodeOf(code),
    displayName,
    origins: [`http://${code}.localhost:8080`],
    domains: [],
    logo: { ...template.logo, wordmark: displayName, mark: displayName.charAt(0).toUpperCase() },
  };
}

/**
 * Writes brands/<code>.json when missing and checks every brand file. Returns what it did, for the
 * caller to print; throws CreateBrandError or the loader's BrandConfigError (file, field, fix).
 */
export async function createBrand({ code, from = DEFAULT_TEMPLATE, name, repoRoot = SCRIPT_REPO_ROOT }) {
  if (!code || !CODE_PATTERN.test(code)) {
    throw new CreateBrandError(`"${code ?? ''}" is not a brand code. Fix: use 2 to 31 lower-case letters, digits or dashes, starting with a letter, such as: pnpm create-brand acme`);
  }
  const brandsDir = path.join(repoRoot, 'brands');
  const shownFile = path.join('brands', `${code}.json`);
  const brandFile = path.join(repoRoot, shownFile);
  let wrote = false;
  if (!existsSync(brandFile)) {
    const templateFile = path.join(brandsDir, `${from}.json`);
    if (!CODE_PATTERN.test(from) || !existsSync(templateFile)) {
      throw new CreateBrandError(`brands/${from}.json does not exist, so there is nothing to start ${shownFile} from. Fix: pass --from with a brand in brands/`);
    }
    const template = JSON.parse(readFileSync(templateFile, 'utf8'));
    writeFileSync(brandFile, `${JSON.stringify(newBrandFile(template, { code, displayName: name?.trim() || displayNameOf(code) }), null, 2)}\n`);
    wrote = true;
  } else if (name !== undefined) {
    throw new CreateBrandError(`${shownFile} already exists; --name only names a new brand. Fix: edit "displayName" in the file`);
  }
  const { loadBrandsDir } = await brandConfig();
  const brands = loadBrandsDir(brandsDir);
  const brand = brands.find((each) => each.code === code);
  return { wrote, from, brand, others: brands.filter((each) => each.code !== code).map((each) => each.code) };
}

function parseArguments(argv) {
  const options = { code: undefined, from: undefined, name: undefined, repoRoot: undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--from') options.from = argv[++index];
    else if (argument === '--name') options.name = argv[++index] ?? '';
    else if (argument === '--root') options.repoRoot = path.resolve(argv[++index] ?? '.');
    else if (argument.startsWith('--')) throw new CreateBrandError(`unknown option ${argument}. Fix: use --from <brand> or --name "Display name"`);
    else options.code = argument;
  }
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

async function main() {
  try {
    const result = await createBrand(parseArguments(process.argv.slice(2)));
    const { brand } = result;
    if (result.wrote) console.log(`Wrote brands/${brand.code}.json from brands/${result.from}.json. Edit it: your editor checks it as you type.`);
    console.log(`brands/${brand.code}.json is valid${result.others.length ? ` beside ${result.others.join(', ')}` : ''}.`);
    console.log(`Next: ./dev start (or restart it). ${brand.displayName} answers at ${brand.origins[0]}, with its own demo data.`);
  } catch (error) {
    // The message names the file, the field and the fix; a stack trace would only bury it.
    if (error instanceof CreateBrandError || error?.name === 'BrandConfigError') {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
