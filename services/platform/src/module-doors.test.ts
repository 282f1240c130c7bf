import { execFile } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SOURCE_DIR = import.meta.dirname;
const MODULES_DIR = path.join(SOURCE_DIR, 'modules');

/**
 * Every module's front door, and the composition root's files that load doors, loaded first in a
 * process of their own. Doors re-export whole modules, so a circle of loads that uses an export while
 * it is still being loaded (`Cannot access 'X' before initialization`) shows only from the entry that
 * starts it; a test process that has loaded the modules already would never see it.
 */
const entries = [
  ...readdirSync(MODULES_DIR)
    .filter((module) => existsSync(path.join(MODULES_DIR, module, 'index.ts')))
    .sort()
    .map((module) => path.join(MODULES_DIR, module, 'index.ts')),
  path.join(SOURCE_DIR, 'config.ts'),
  path.join(SOURCE_DIR, 'app.ts'),
];

async function loadsAlone(file: string): Promise<string> {
  try {
    await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(file)});`], { cwd: path.dirname(SOURCE_DIR), timeout: 60_000 });
    return 'loaded';
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    return stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr;
  }
}

describe('the server modules load from any front door', () => {
  it('loads every door, config.ts and app.ts first in a fresh process without a circle of loads', { timeout: 600_000 }, async () => {
    const results: Record<string, string> = {};
    const queue = [...entries];
    // a few at a time: each process compiles the modules it loads
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) results[path.relative(SOURCE_DIR, file)] = await loadsAlone(file);
      }),
    );
    expect(results).toEqual(Object.fromEntries(entries.map((file) => [path.relative(SOURCE_DIR, file), 'loaded'])));
  });
});
