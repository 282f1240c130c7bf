import { describe, expect, it } from 'vitest';
import { parseOptions } from '@node-rs/argon2';
import { PRODUCTION_ARGON2_COST, PasswordHasher } from './passwords';

describe('password hashing', () => {
  const hasher = new PasswordHasher(PRODUCTION_ARGON2_COST);

  it('uses argon2id with 19 MiB, two passes and one lane', async () => {
    expect(PRODUCTION_ARGON2_COST).toEqual({ memoryCostKiB: 19_456, timeCost: 2, parallelism: 1 });
    const stored = await hasher.hash('Secret#2026');
    expect(stored.startsWith('$argon2id$v=19$')).toBe(true);
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1, saltLen: 16 });
  });

  it('salts every hash and checks passwords exactly', async () => {
    const first = await hasher.hash('Secret#2026');
    expect(await hasher.hash('Secret#2026')).not.toBe(first);
    expect(await hasher.verify(first, 'Secret#2026')).toBe(true);
    expect(await hasher.verify(first, 'secret#2026')).toBe(false);
    expect(await hasher.verify('not a hash', 'Secret#2026')).toBe(false);
  });

  it('spends a real hash check on an account without a password, so timing tells nothing', async () => {
    const stored = await hasher.hash('Secret#2026');
    await hasher.verify(null, 'warm-up');
    const timed = async (work: () => Promise<boolean>) => {
      const start = performance.now();
      expect(await work()).toBe(false);
      return performance.now() - start;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const real: number[] = [];
    const dummy: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      real.push(await timed(() => hasher.verify(stored, 'Wrong#2026')));
      dummy.push(await timed(() => hasher.verify(null, 'Wrong#2026')));
    }
    expect(median(dummy)).toBeGreaterThan(median(real) / 3);
  });
});
