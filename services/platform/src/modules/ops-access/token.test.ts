import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { opsTokenMatches, resolveOpsToken } from './token';

describe('operator token', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'croupier-token-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is made once, 32 random bytes in hex, readable only by its owner', () => {
    const dataDir = tempDir();
    const first = resolveOpsToken(dataDir, undefined);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(dataDir, 'ops-token')).mode & 0o777).toBe(0o600);
    expect(resolveOpsToken(dataDir, undefined)).toBe(first);
    expect(resolveOpsToken(tempDir(), undefined)).not.toBe(first);
  });

  it('comes from OPS_TOKEN when set, without touching the file', () => {
    const dataDir = tempDir();
    expect(resolveOpsToken(dataDir, '  from-env  ')).toBe('from-env');
    expect(() => readFileSync(path.join(dataDir, 'ops-token'))).toThrow();
  });

  it('matches only the exact token, whatever the length sent', () => {
    expect(opsTokenMatches('abc123', 'abc123')).toBe(true);
    expect(opsTokenMatches('abc123', 'abc124')).toBe(false);
    expect(opsTokenMatches('abc123', 'abc1234')).toBe(false);
    expect(opsTokenMatches('abc123', '')).toBe(false);
  });
});
