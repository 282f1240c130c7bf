import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id cost of new password hashes. */
export interface Argon2Cost {
  memoryCostKiB: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id minimum: 19 MiB, two passes, one lane. Tests assert that the server uses it. */
export const PRODUCTION_ARGON2_COST: Argon2Cost = { memoryCostKiB: 19_456, timeCost: 2, parallelism: 1 };

/** @node-rs/argon2 declares its algorithms as a const enum, which isolated modules cannot read; 2 is Argon2id. */
const ARGON2ID = 2;

/** Hashes and checks passwords with argon2id; the cost of each stored hash travels inside it. */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: Argon2Cost) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, memoryCost: this.cost.memoryCostKiB, timeCost: this.cost.timeCost, parallelism: this.cost.parallelism });
  }

  /**
   * True when `password` matches `stored`. With no stored hash (no such account, or an SMS-only one)
   * a dummy hash is checked instead, so the answer takes as long as for a real account.
   */
  async verify(stored: string | null, password: string): Promise<boolean> {
    if (stored === null) {
      this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(stored, password).catch(() => false);
  }
}
