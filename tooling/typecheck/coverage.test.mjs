import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uncoveredIncludes, workspaceConfigFiles } from './coverage.mjs';

let root;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function write(file, value) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), typeof value === 'string' ? value : JSON.stringify(value));
}

describe('the programs cover every package', () => {
  it('finds the packages of the workspace and names the sources no program includes', () => {
    root = mkdtempSync(path.join(tmpdir(), 'typecheck-coverage-'));
    write('pnpm-workspace.yaml', 'packages:\n  - apps/*\n  - packages/*\n\ncatalog:\n  x: 1\n');
    write('apps/one/tsconfig.json', { include: ['src', '*.ts'] });
    write('packages/two/tsconfig.json', { include: ['src', 'scripts'] });
    write('packages/no-config/package.json', {});
    write('check/web.json', { include: ['../apps/*/src', '../apps/*/*.ts', '../packages/*/src'] });
    const packages = workspaceConfigFiles(root);
    expect(packages.map((file) => path.relative(root, file)).sort()).toEqual(['apps/one/tsconfig.json', 'packages/two/tsconfig.json']);
    expect(uncoveredIncludes(root, [path.join(root, 'check/web.json')], packages)).toEqual(['packages/two/scripts']);
  });

  it('holds for this repository', () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const programs = ['tsconfig.web.json', 'tsconfig.services.json', 'tsconfig.tooling.json'].map((file) => path.join(import.meta.dirname, file));
    expect(workspaceConfigFiles(repo).length).toBeGreaterThan(20);
    expect(uncoveredIncludes(repo, programs, workspaceConfigFiles(repo))).toEqual([]);
  });
});
