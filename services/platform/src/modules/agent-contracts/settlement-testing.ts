import type { Brand } from '@croupier/brand-config';
import { AGENT_MEMBER_TYPES, PLAYER_MEMBER_TYPE } from '@croupier/domain';
import type { Database, Queryable } from '../../db/database';
import { toEpochMs } from '../../db/database';
import { REPO_BRANDS, buildTestApp } from '../../../testing/test-app';
import type { FakeClock } from '../../../testing/fake-clock';
import { insertMember, type MemberRecord, selectMemberById } from '../accounts';
import { placeDiceBet } from '../inhouse';
import { loadMerchantKeyring, type MerchantKeys } from '../sealing';
import { endPlatformContract } from './offers';
import { cadenceOf, periodAfter, periodContaining, type Period } from './periods';
import type { ContractRecord } from './repository';
import { selectContract } from './repository';

/**
 * The settlement tests drive the engine and the services directly with a fake clock, on a database a
 * server prepared (migrated, keys and demo data) and then closed, so no scheduler runs on its own.
 */

export const SHONALI: Brand = REPO_BRANDS.find((brand) => brand.code === 'shonali') as Brand;

/** Prepares the database as a first start does, then closes the server so only the test settles. */
export async function prepareWithoutScheduler(db: Database, clock: FakeClock): Promise<void> {
  const app = await buildTestApp(db, { clock });
  await app.close();
}

let lastMember = 0;

/** A member straight in the database, under `upline`; its closure rows come from the trigger. */
export async function newMember(db: Queryable, kind: 'agent' | 'player', upline: MemberRecord | null, nowMs: number): Promise<MemberRecord> {
  lastMember += 1;
  const created = await insertMember(db, {
    merchantCode: SHONALI.merchantCode,
    username: `${kind}_${process.pid}_${lastMember}_${Math.floor(Math.random() * 1e6)}`,
    type: kind === 'agent' ? AGENT_MEMBER_TYPES[0] : PLAYER_MEMBER_TYPE,
    passwordHash: 'not-a-hash',
    passwordChangedAtMs: null,
    createdAtMs: nowMs,
    ...(upline ? { uplineId: upline.id } : {}),
  });
  if (typeof created === 'string') throw new Error(`a test member clashed on its ${created}`);
  return created;
}

let lastBet = 0;

/** One Dice round at even odds, settled at once at `nowMs`; answers the stake and the payout. */
const keysOf = new WeakMap<Database, MerchantKeys>();

export async function diceRound(db: Database, member: MemberRecord, amountMinor: number, nowMs: number): Promise<{ stake: bigint; payout: bigint }> {
  let keys = keysOf.get(db);
  if (!keys) {
    keys = (await loadMerchantKeyring(db, [SHONALI])).of(SHONALI.merchantCode);
    keysOf.set(db, keys);
  }
  lastBet += 1;
  const fresh = await selectMemberById(db, SHONALI.merchantCode, member.id);
  if (!fresh) throw new Error(`member ${member.id} is gone`);
  const round = await placeDiceBet(db, { brand: SHONALI, member: fresh, keys }, { amountMinor, targetHundredths: 5000, direction: 'under', requestId: `settle-${process.pid}-${lastBet}` }, nowMs);
  return { stake: BigInt(amountMinor), payout: BigInt(round.payoutMinor) };
}

/** Ends the demo agents' platform contracts, so the test settles only its own contracts' periods from here on. */
export async function endDemoContracts(db: Database, nowMs: number): Promise<void> {
  const { rows } = await db.query<{ id: string; merchant_code: string }>(
    `SELECT c.id::text AS id, c.merchant_code FROM agent_contracts c JOIN members m ON m.merchant_code = c.merchant_code AND m.id = c.holder_id
      WHERE m.username = 'demo_agent' AND c.ended_at IS NULL AND c.giver_id IS NULL`,
  );
  for (const row of rows) {
    const brand = REPO_BRANDS.find((each) => each.merchantCode === row.merchant_code);
    if (brand) await endPlatformContract(db, brand, row.id, nowMs);
  }
}

/** The periods a contract must have settled by `nowMs`: from the one it started in, every one that has ended, up to its end. */
export function expectedPeriods(contract: ContractRecord, timeZone: string, nowMs: number): Period[] {
  const cadence = cadenceOf(contract.kind, contract.period);
  const periods: Period[] = [];
  let period = periodContaining(cadence, timeZone, contract.startedAtMs);
  const endMs = contract.endedAtMs ?? Number.POSITIVE_INFINITY;
  while (period.endMs <= nowMs && period.startMs < endMs) {
    periods.push(period);
    period = periodAfter(cadence, timeZone, period);
  }
  return periods;
}

export interface SettlementRow {
  id: bigint;
  periodStartMs: number;
  periodEndMs: number;
  coveredFromMs: number;
  coveredToMs: number;
  validBet: bigint;
  netLoss: bigint;
  activeMembers: number;
  base: bigint;
  amount: bigint;
  remainder: number;
  status: string;
  reason: string | null;
  settledAtMs: number;
  paidAtMs: number | null;
  postingId: bigint | null;
  payerId: string | null;
}

export async function settlementsOf(db: Queryable, contractId: string): Promise<SettlementRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id::text AS id, period_start, period_end, covered_from, covered_to, valid_bet_minor::text AS valid_bet, net_loss_minor::text AS net_loss,
            active_members, base_minor::text AS base, amount_minor::text AS amount, remainder_micro_minor, status, reason, settled_at, paid_at,
            posting_id::text AS posting_id, payer_id::text AS payer_id
       FROM contract_settlements WHERE contract_id = $1::bigint ORDER BY period_start`,
    [contractId],
  );
  return rows.map((row) => ({
    id: BigInt(row.id as string),
    periodStartMs: toEpochMs(row.period_start),
    periodEndMs: toEpochMs(row.period_end),
    coveredFromMs: toEpochMs(row.covered_from),
    coveredToMs: toEpochMs(row.covered_to),
    validBet: BigInt(row.valid_bet as string),
    netLoss: BigInt(row.net_loss as string),
    activeMembers: Number(row.active_members),
    base: BigInt(row.base as string),
    amount: BigInt(row.amount as string),
    remainder: Number(row.remainder_micro_minor),
    status: row.status as string,
    reason: row.reason as string | null,
    settledAtMs: toEpochMs(row.settled_at),
    paidAtMs: row.paid_at === null ? null : toEpochMs(row.paid_at),
    postingId: row.posting_id === null ? null : BigInt(row.posting_id as string),
    payerId: row.payer_id as string | null,
  }));
}

export async function contractOf(db: Queryable, contractId: string): Promise<ContractRecord> {
  const contract = await selectContract(db, SHONALI.merchantCode, contractId);
  if (!contract) throw new Error(`no contract ${contractId}`);
  return contract;
}
