// Fails when a dictionary key exists in one language and not in another, or a value is empty.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './workspace.mjs';

const LOCALES_DIR = path.join(REPO_ROOT, 'packages/i18n/src/locales');
// The validation engine keeps its own messages (the server shares them), one file per language.
const VALIDATION_MESSAGES_DIR = path.join(REPO_ROOT, 'packages/validation/src/messages');

function flatten(value, prefix = '', into = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, name, into);
    else into.set(name, child);
  }
  return into;
}

/** Compares flat message files <lang>.json in one folder, as if each were a namespace. */
export function flatFileProblems(dir = VALIDATION_MESSAGES_DIR) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const keysByFile = new Map(files.map((name) => [name, flatten(JSON.parse(readFileSync(path.join(dir, name), 'utf8')))]));
  const allKeys = new Set([...keysByFile.values()].flatMap((entries) => [...entries.keys()]));
  const problems = [];
  for (const [name, entries] of keysByFile) {
    for (const key of allKeys) if (!entries.has(key)) problems.push(`${path.relative(REPO_ROOT, dir)}/${name}: missing key "${key}"`);
  }
  return problems;
}

export function i18nProblems(localesDir = LOCALES_DIR) {
  const languages = readdirSync(localesDir).filter((name) => !name.startsWith('.')).sort();
  const namespaces = new Set(languages.flatMap((language) => readdirSync(path.join(localesDir, language)).filter((name) => name.endsWith('.json'))));
  const problems = [];
  for (const namespace of [...namespaces].sort()) {
    const keysByLanguage = new Map();
    for (const language of languages) {
      const file = path.join(localesDir, language, namespace);
      if (!existsSync(file)) {
        problems.push(`${language}/${namespace}: file missing. Fix: create it with the same keys as the other languages`);
        continue;
      }
      const entries = flatten(JSON.parse(readFileSync(file, 'utf8')));
      for (const [key, text] of entries) {
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${language}/${namespace}: "${key}" is empty or not text`);
      }
      keysByLanguage.set(language, new Set(entries.keys()));
    }
    const allKeys = new Set([...keysByLanguage.values()].flatMap((keys) => [...keys]));
    for (const [language, keys] of keysByLanguage) {
      for (const key of allKeys) if (!keys.has(key)) problems.push(`${language}/${namespace}: missing key "${key}"`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [...i18nProblems(), ...flatFileProblems()];
  if (problems.length) {
    console.error(`Dictionary check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('i18n: every language has every key');
}
