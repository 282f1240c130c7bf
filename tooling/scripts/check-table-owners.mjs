// Fails when a server module names another module's table in SQL (decision 0037, "A module's tables are
// its own"). services/platform/src/modules/tables.json gives each table its one owner; only the owner's
// files (its TypeScript and its sql/ function files) may read or write it, and another module calls the
// owner's functions or takes SQL the owner hands out. Also fails when a table a migration creates has no
// owner, and when a listed crossing no longer crosses (the list of known crossings only shrinks).
// Tests (*.test.*) and test helpers (*-testing.*, testing/ folders) may seed any table and are not read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './workspace.mjs';

const PLATFORM_DIR = path.join(REPO_ROOT, 'services/platform');
const NOT_PRODUCT = /(?:\.test|\.spec|-testing)\.[cm]?[jt]sx?$/;
/** A table named where SQL reads or writes one: FROM, JOIN, UPDATE, INTO (INSERT, MERGE), DELETE FROM, TABLE. */
const TABLE_USE = /\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
/** A name a statement gives itself (a CTE), which may shadow a table's name within that statement. */
const CTE_NAME = /\b([a-z_][a-z0-9_]*)\s+AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/gi;

/** The texts of a TypeScript file's string and template literals (each template whole, its holes left out). */
export function literalTexts(sourceText, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false);
  const texts = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** A SQL file's text without its comments. */
export function sqlWithoutComments(sqlText) {
  return sqlText.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
}

/** The known tables a piece of SQL names, less the names it gives its own CTEs. */
export function tablesNamed(sql, knownTables) {
  const own = new Set([...sql.matchAll(CTE_NAME)].map((match) => match[1].toLowerCase()));
  const found = new Set();
  for (const match of sql.matchAll(TABLE_USE)) {
    const name = match[1].toLowerCase();
    if (knownTables.has(name) && !own.has(name)) found.add(name);
  }
  return found;
}

/** Tables and views the migrations create and do not drop later. */
export function migrationTables(migrationsDir) {
  const tables = new Set();
  const statement = /\b(CREATE(?:\s+OR\s+REPLACE)?|DROP)\s+(?:MATERIALIZED\s+)?(?:TABLE|VIEW)\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?([a-z_][a-z0-9_]*)/gi;
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = sqlWithoutComments(readFileSync(path.join(migrationsDir, file), 'utf8'));
    for (const match of sql.matchAll(statement)) {
      if (match[1].toUpperCase().startsWith('CREATE')) tables.add(match[2].toLowerCase());
      else tables.delete(match[2].toLowerCase());
    }
  }
  return tables;
}

function filesUnder(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'testing') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(full));
    else files.push(full);
  }
  return files;
}

/** Every problem, as "path: what is wrong. Fix: ..." with paths from the platform's folder. */
export function tableOwnerProblems(platformDir = PLATFORM_DIR) {
  const modulesDir = path.join(platformDir, 'src/modules');
  const { owners, crossings } = JSON.parse(readFileSync(path.join(modulesDir, 'tables.json'), 'utf8'));
  const ownerOf = new Map();
  const problems = [];
  for (const [module, tables] of Object.entries(owners)) {
    for (const table of tables) {
      if (ownerOf.has(table)) problems.push(`src/modules/tables.json: ${table} has two owners, ${ownerOf.get(table)} and ${module}. Fix: keep one`);
      ownerOf.set(table, module);
    }
  }
  for (const table of migrationTables(path.join(platformDir, 'migrations'))) {
    if (!ownerOf.has(table)) problems.push(`src/modules/tables.json: table ${table} (made by a migration) has no owner. Fix: list it under the module that writes it`);
  }
  const known = new Set(ownerOf.keys());
  const allowed = new Set(crossings.map((crossing) => `${crossing.module} ${crossing.table}`));
  const seen = new Set();
  for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    for (const file of filesUnder(path.join(modulesDir, module))) {
      const name = path.basename(file);
      let texts;
      if (name.endsWith('.sql')) texts = [sqlWithoutComments(readFileSync(file, 'utf8'))];
      else if (/\.[cm]?[jt]sx?$/.test(name) && !NOT_PRODUCT.test(name)) texts = literalTexts(readFileSync(file, 'utf8'), name);
      else continue;
      for (const text of texts) {
        for (const table of tablesNamed(text, known)) {
          const owner = ownerOf.get(table);
          if (owner === module) continue;
          const crossing = `${module} ${table}`;
          seen.add(crossing);
          if (allowed.has(crossing)) continue;
          problems.push(
            `${path.relative(platformDir, file)}: names ${table}, a table of modules/${owner}. ` +
              `Fix: call a function of modules/${owner} (its index.ts), or have it hand out the SQL (as ledger's memberMovementsSql)`,
          );
        }
      }
    }
  }
  for (const crossing of allowed) {
    if (!seen.has(crossing)) problems.push(`src/modules/tables.json: the crossing "${crossing}" no longer happens. Fix: take it off the list`);
  }
  return [...new Set(problems)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = tableOwnerProblems();
  if (problems.length) {
    console.error(`Table owner check failed (services/platform):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('table owners: every table has one owner module, and no module names another\'s table');
}
