import type { CallValue, ConsoleRedEnvelopePool, CreateRedEnvelopePoolInput, boGetRedEnvelopePools } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { recordAudit, worksOnBrand, type OperatorContext } from '../backoffice-operators';
import type { BrandDirectory } from '../brands';
import { closeLockedPool, closingOf } from './closing';
import { fundPool } from './money';
import { insertPool, lockPool, markApproved, selectPool, selectPoolPage, type PoolRow } from './repository';
import { newSeedHex, seedCommitment, splitTermsProblem } from './split';
import { consolePoolView } from './views';

/**
 * The console's side of red envelopes: an operator makes a pool (nothing moves), another approves it
 * (the pool is funded, once), anyone of them may close it early (what is left goes back, once). Each
 * step writes the operators' audit log in its own transaction, so the step and its entry stand or fall
 * together.
 */

/** Promotions spend the brand's money: supervisors and admins run them, as they read the audit log. */
const POOL_ROLES = ['SUPERVISOR', 'ADMIN'] as const;

function requirePoolRole(context: OperatorContext): void {
  if ((POOL_ROLES as readonly string[]).includes(context.operator.role)) return;
  throw new ApiError('FORBIDDEN', `Red-envelope pools need the role SUPERVISOR or ADMIN; ${context.operator.username} is ${context.operator.role}`);
}

/** A pool of a brand the operator does not work on reads as no pool at all. */
const notFound = (poolId: string) => new ApiError('RED_ENVELOPE_NOT_FOUND', `There is no red-envelope pool ${poolId} on the brands you work on`);

function brandOf(brands: BrandDirectory, context: OperatorContext, merchantCode: string): void {
  if (!brands.byMerchantCode(merchantCode)) throw new ApiError('NOT_FOUND', `No brand has merchant code ${merchantCode}`);
  if (!worksOnBrand(context, merchantCode)) throw new ApiError('FORBIDDEN', `${context.operator.username} does not work on ${merchantCode}`);
}

const subjectOf = (poolId: string) => `red-envelope:${poolId}`;

/** What the audit keeps of a pool: its terms and figures, never its seed before it is revealed. */
function auditShape(pool: PoolRow) {
  return {
    status: pool.status,
    titleEn: pool.titleEn,
    titleBn: pool.titleBn,
    totalMinor: pool.totalMinor.toString(),
    envelopeCount: pool.envelopeCount,
    minMinor: pool.minMinor.toString(),
    startsAt: new Date(pool.startsAtMs).toISOString(),
    endsAt: new Date(pool.endsAtMs).toISOString(),
    eligibility: pool.eligibility,
    seedSha256: pool.seedSha256,
    grabbedCount: pool.grabbedCount,
    grabbedMinor: pool.grabbedMinor.toString(),
    fundingPostingId: pool.fundingPostingId,
    returnedMinor: pool.returnedMinor?.toString() ?? null,
    returnPostingId: pool.returnPostingId,
  };
}

async function viewOf(db: Queryable, poolId: string, nowMs: number): Promise<ConsoleRedEnvelopePool> {
  const pool = await selectPool(db, poolId);
  if (!pool) throw notFound(poolId);
  return consolePoolView(pool, nowMs);
}

export async function listPools(
  db: Queryable,
  brands: BrandDirectory,
  context: OperatorContext,
  query: { merchantCode: string; page: number; pageSize: number },
  nowMs: number,
): Promise<CallValue<typeof boGetRedEnvelopePools>> {
  requirePoolRole(context);
  brandOf(brands, context, query.merchantCode);
  const { rows, total } = await selectPoolPage(db, query.merchantCode, query.pageSize, (query.page - 1) * query.pageSize);
  return { pools: rows.map((row) => consolePoolView(row, nowMs)), page: query.page, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) };
}

/** Makes a pool awaiting approval: the seed is drawn now and its SHA-256 published with the pool. */
export async function createPool(db: Database, brands: BrandDirectory, context: OperatorContext, input: CreateRedEnvelopePoolInput, nowMs: number): Promise<ConsoleRedEnvelopePool> {
  requirePoolRole(context);
  brandOf(brands, context, input.merchantCode);
  const terms = { totalMinor: BigInt(input.totalMinor), envelopeCount: input.envelopeCount, minMinor: BigInt(input.minMinor) };
  const problem = splitTermsProblem(terms);
  if (problem) throw new ApiError('VALIDATION_FAILED', `The pool cannot be split: ${problem}`);
  const endsAtMs = Date.parse(input.endsAt);
  if (endsAtMs <= nowMs) throw new ApiError('VALIDATION_FAILED', 'The pool’s window must end in the future');
  const seedHex = newSeedHex();
  const poolId = await db.transaction(async (tx) => {
    const id = await insertPool(
      tx,
      {
        merchantCode: input.merchantCode,
        titleEn: input.titleEn,
        titleBn: input.titleBn,
        ...terms,
        startsAtMs: Date.parse(input.startsAt),
        endsAtMs,
        eligibility: input.eligibility,
        seedHex,
        seedSha256: seedCommitment(seedHex),
        createdById: context.operator.id,
      },
      nowMs,
    );
    const pool = await lockPool(tx, id);
    if (!pool) throw notFound(id);
    await recordAudit(tx, { operatorId: context.operator.id, action: 'redEnvelope.create', merchantCode: input.merchantCode, subject: subjectOf(id), before: null, after: auditShape(pool), reason: null }, nowMs);
    return id;
  });
  return viewOf(db, poolId, nowMs);
}

/**
 * A second operator approves a pool, which funds it: PROMOTIONS -> RED_ENVELOPE_POOLS, keyed by the
 * pool, under its row lock, so two approvals at once fund it once and the second is ALREADY_DECIDED.
 */
export async function approvePool(db: Database, context: OperatorContext, poolId: string, nowMs: number): Promise<ConsoleRedEnvelopePool> {
  requirePoolRole(context);
  await db.transaction(async (tx) => {
    const pool = await lockPool(tx, poolId);
    if (!pool || !worksOnBrand(context, pool.merchantCode)) throw notFound(poolId);
    if (pool.status !== 'PENDING') throw new ApiError('ALREADY_DECIDED', `Red-envelope pool ${poolId} was already ${pool.status === 'OPEN' ? 'approved' : 'closed'}`);
    if (pool.createdById === context.operator.id) {
      throw new ApiError('SECOND_APPROVER_REQUIRED', `You made red-envelope pool ${poolId}; another operator must approve it`);
    }
    if (pool.endsAtMs <= nowMs) throw new ApiError('RED_ENVELOPE_ENDED', `Red-envelope pool ${poolId}’s window has already ended; close it instead`);
    const postingId = await fundPool(tx, pool, nowMs);
    await markApproved(tx, pool.id, context.operator.id, postingId, nowMs);
    await recordAudit(
      tx,
      { operatorId: context.operator.id, action: 'redEnvelope.approve', merchantCode: pool.merchantCode, subject: subjectOf(pool.id), before: auditShape(pool), after: { status: 'OPEN', fundingPostingId: postingId }, reason: null },
      nowMs,
    );
  });
  return viewOf(db, poolId, nowMs);
}

/** Closes a pool now (an unfunded one is withdrawn); what is left goes back to PROMOTIONS and the seed is revealed. */
export async function closePoolEarly(db: Database, context: OperatorContext, poolId: string, reason: string | null, nowMs: number): Promise<ConsoleRedEnvelopePool> {
  requirePoolRole(context);
  await db.transaction(async (tx) => {
    const pool = await lockPool(tx, poolId);
    if (!pool || !worksOnBrand(context, pool.merchantCode)) throw notFound(poolId);
    if (pool.status === 'CLOSED') throw new ApiError('ALREADY_DECIDED', `Red-envelope pool ${poolId} is already closed`);
    await closeLockedPool(tx, closingOf(pool), 'CLOSED_EARLY', context.operator.id, nowMs);
    const closed = await lockPool(tx, poolId);
    await recordAudit(
      tx,
      {
        operatorId: context.operator.id,
        action: 'redEnvelope.close',
        merchantCode: pool.merchantCode,
        subject: subjectOf(pool.id),
        before: auditShape(pool),
        after: closed ? { ...auditShape(closed), seed: closed.seedHex } : null,
        reason,
      },
      nowMs,
    );
  });
  return viewOf(db, poolId, nowMs);
}
