import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { JobLease } from './job-lease';

describe('a job lease', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
  });
  afterAll(() => database.dispose());

  it('is held by one run at a time, renewed by its holder only, and free again once released', async () => {
    const first = await JobLease.acquire(database.db, 'a-job', 60_000);
    expect(first).not.toBeNull();
    expect(await JobLease.acquire(database.db, 'a-job', 60_000)).toBeNull();
    // another job's lease is its own
    const other = await JobLease.acquire(database.db, 'another-job', 60_000);
    expect(other).not.toBeNull();
    expect(await first?.renew()).toBe(true);
    await first?.release();
    const second = await JobLease.acquire(database.db, 'a-job', 60_000);
    expect(second).not.toBeNull();
    // the released holder cannot take it back by renewing
    expect(await first?.renew()).toBe(false);
    await second?.release();
    await other?.release();
  });

  it('is taken over once its holder stopped renewing it, and the old holder then learns it lost it', async () => {
    const stale = await JobLease.acquire(database.db, 'short-job', 1);
    expect(stale).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const next = await JobLease.acquire(database.db, 'short-job', 60_000);
    expect(next).not.toBeNull();
    expect(await stale?.renew()).toBe(false);
    expect(await JobLease.acquire(database.db, 'short-job', 60_000)).toBeNull();
  });
});
