import { randomUUID } from 'node:crypto';
import type { Queryable } from './database';

/**
 * A job's lease (migration 0025): held by one run at a time across every instance on the database,
 * for `ttlMs` from its last renewal by the database's clock. A run renews it between its steps, so a
 * step must be shorter than the ttl; a run whose holder died is taken over once the lease expires.
 */
export class JobLease {
  private constructor(
    private readonly db: Queryable,
    private readonly job: string,
    private readonly holder: string,
    private readonly ttlMs: number,
  ) {}

  /** The lease if no one else holds it now, else null: another instance is running the job. */
  static async acquire(db: Queryable, job: string, ttlMs: number): Promise<JobLease | null> {
    const lease = new JobLease(db, job, randomUUID(), ttlMs);
    return (await lease.renew()) ? lease : null;
  }

  /** Extends the lease; false when it was lost (it expired and another run took it). */
  async renew(): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO job_leases (job, holder, expires_at) VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
       ON CONFLICT (job) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
        WHERE job_leases.holder = excluded.holder OR job_leases.expires_at <= clock_timestamp()
       RETURNING holder`,
      [this.job, this.holder, this.ttlMs],
    );
    return rows.length > 0;
  }

  /** Lets the next run have it at once. */
  async release(): Promise<void> {
    await this.db.query('DELETE FROM job_leases WHERE job = $1 AND holder = $2', [this.job, this.holder]);
  }
}
