import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../verifier/croupier-verify.mjs');
const VECTORS = path.resolve(import.meta.dirname, '../../verifier/fairness-vectors.json');

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the standalone verifier script', () => {
  it('reproduces every published test vector', () => {
    const { status, output } = run('vectors', VECTORS);
    expect(output).toContain('All checks match.');
    expect(output).not.toContain('MISMATCH');
    expect(status).toBe(0);
  });

  it('says which figure differs when a vector is changed, and exits 1', () => {
    const vectors = JSON.parse(readFileSync(VECTORS, 'utf8'));
    vectors.dice[0].roll += 1;
    vectors.crash[2].crashPointHundredths += 1;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'verify-')), 'vectors.json');
    writeFileSync(file, JSON.stringify(vectors));
    const { status, output } = run('vectors', file);
    expect(output).toContain('roll           4391  MISMATCH (recorded 4392)');
    expect(output).toContain('2 check(s) do NOT match.');
    expect(status).toBe(1);
  });

  it('checks a beacon-salted Crash round from the command line, and refuses a forged beacon signature', () => {
    const { beacon, crash } = JSON.parse(readFileSync(VECTORS, 'utf8'));
    const salted = crash[2];
    const args = ['crash', '--round-hash', salted.roundHash, '--salt', salted.salt, '--edge', '100', '--beacon-key', beacon.publicKey, '--beacon-round', String(beacon.round)];
    const good = execFileSync(process.execPath, [SCRIPT, ...args, '--beacon-signature', beacon.signature], { encoding: 'utf8' });
    expect(good).toContain(`crash point    ${salted.crashPointHundredths}`);
    expect(good).toContain('signature valid');
    const forged = run(...args, '--beacon-signature', `${beacon.signature.slice(0, -2)}00`);
    expect(forged.output).toContain('INVALID');
    expect(forged.status).toBe(1);
  });

  it('refuses unusable input with exit code 2', () => {
    expect(run('dice', '--server-seed', 'xyz', '--nonce', '0').status).toBe(2);
  });
});
