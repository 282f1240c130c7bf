import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const OPS_TOKEN_FILE = 'ops-token';

/**
 * The operator token: OPS_TOKEN when set, otherwise the one in DATA_DIR/ops-token, created on first
 * start with 32 random bytes and readable only by its owner. Created with O_EXCL so instances
 * starting together agree on one token.
 */
export function resolveOpsToken(dataDir: string, fromEnv: string | undefined): string {
  const given = fromEnv?.trim();
  if (given) return given;
  const file = path.join(dataDir, OPS_TOKEN_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const token = readFileSync(file, 'utf8').trim();
  if (!token) throw new Error(`${file} is empty. Fix: delete it to have a new token made, or set OPS_TOKEN`);
  return token;
}

/** Compares in constant time; hashing first makes both sides the same length whatever was sent. */
export function opsTokenMatches(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
