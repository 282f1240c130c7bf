import { AGENT_MEMBER_TYPES, PLAYER_MEMBER_TYPE } from '@croupier/domain';
import { isoAt } from '../../../../services/platform/src/clock';
import type { Database, Queryable } from '../../../../services/platform/src/db/database';
import { endPlatformContract } from '../../../../services/platform/src/modules/agent-contracts/offers';
import type { Period } from '../../../../services/platform/src/modules/agent-contracts/periods';
import { insertContract } from '../../../../services/platform/src/modules/agent-contracts/repository';
import { post } from '../../../../services/platform/src/modules/ledger/ledger';
import type { repositoryBrand } from '../../../../services/platform/testing/seamless-seed';
import type { TreeShape } from './tree-shape';

export type Brand = ReturnType<typeof repositoryBrand>;

/**
 * The demo tree in the platform's database: agents level by level (the member_paths trigger writes
 * the closure as each member is inserted, so uplines go first), players under them, one REALTIME
 * contract per agent through the contracts module's own insert, and money through the ledger.
 */

/** Top agents are agents (type 1); agents below them sub-agents (type 2), as the register centre makes them. */
const TOP_AGENT_TYPE = AGENT_MEMBER_TYPES[0];
const SUB_AGENT_TYPE = AGENT_MEMBER_TYPES[1];
const INSERT_CHUNK = 5_000;
/** Legs per funding posting: one house leg and the members'. */
const FUNDED_PER_POSTING = 500;
const FUNDING_SOURCE = 'bench:settlement';

export interface WrittenTree {
  /** member ids by agent index */
  agentIds: string[];
  /** member ids by player index */
  playerIds: string[];
}

/** Inserts members in one statement per chunk; answers their ids in the order of the usernames. */
async function insertMembers(db: Queryable, merchantCode: string, type: number, usernames: readonly string[], uplineIds: readonly (string | null)[], nowMs: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < usernames.length; start += INSERT_CHUNK) {
    const names = usernames.slice(start, start + INSERT_CHUNK);
    const { rows } = await db.query<{ id: string; username: string }>(
      `INSERT INTO members (merchant_code, username, type, password_hash, upline_id, created_at)
       SELECT $1, m.username, $2, 'not-a-hash', m.upline_id, $5::timestamptz
         FROM unnest($3::text[], $4::bigint[]) WITH ORDINALITY AS m (username, upline_id, place)
        ORDER BY m.place
       RETURNING id::text AS id, username`,
      [merchantCode, type, names, uplineIds.slice(start, start + INSERT_CHUNK), isoAt(nowMs)],
    );
    // The closure trigger looks up the upline's paths with a plan made once per connection: fresh
    // statistics after each chunk keep that lookup on its index as the tables grow from nearly empty.
    await db.query('ANALYZE members, member_paths');
    const byName = new Map(rows.map((row) => [row.username, row.id]));
    for (const name of names) {
      const id = byName.get(name);
      if (!id) throw new Error(`member ${name} was not written`);
      ids.push(id);
    }
  }
  return ids;
}

/** Writes the tree's members under `prefix` usernames: agents level by level, then the players. */
export async function writeTree(db: Queryable, merchantCode: string, shape: TreeShape, prefix: string, nowMs: number): Promise<WrittenTree> {
  const agentIds: string[] = new Array<string>(shape.agents.length);
  let from = 0;
  for (const size of shape.levelSizes) {
    const indexes = Array.from({ length: size }, (_unused, offset) => from + offset);
    const uplines = indexes.map((index) => {
      const parent = shape.agents[index]?.parent ?? null;
      return parent === null ? null : (agentIds[parent] as string);
    });
    const type = from === 0 ? TOP_AGENT_TYPE : SUB_AGENT_TYPE;
    const ids = await insertMembers(db, merchantCode, type, indexes.map((index) => `${prefix}a${index}`), uplines, nowMs);
    ids.forEach((id, offset) => (agentIds[from + offset] = id));
    from += size;
  }
  const playerIds = await insertMembers(
    db,
    merchantCode,
    PLAYER_MEMBER_TYPE,
    Array.from(shape.playerAgent, (_agent, index) => `${prefix}p${index}`),
    Array.from(shape.playerAgent, (agent) => agentIds[agent] as string),
    nowMs,
  );
  return { agentIds, playerIds };
}

/**
 * Ends the contracts already in force in the brand (the demo agent's, seeded at the platform's first
 * start), so the measured run settles the tree's contracts and nothing else of the day between.
 */
export async function endOtherContracts(db: Database, brand: Brand, nowMs: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM agent_contracts WHERE merchant_code = $1 AND ended_at IS NULL AND giver_id IS NULL ORDER BY id`,
    [brand.merchantCode],
  );
  for (const row of rows) await endPlatformContract(db, brand, row.id, nowMs);
  return rows.length;
}

/** Runs `work` over the items, `parallel` at a time. */
async function inParallel<T>(items: readonly T[], parallel: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T, index);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/**
 * One REALTIME contract per agent, starting at the period's start: a top agent's from the platform
 * (payer HOUSE), every other agent's from its direct upline (payer UPLINE) at the shape's rate, which is
 * never above the upline's own. Answers the contract ids by agent index.
 */
export async function writeContracts(db: Queryable, merchantCode: string, shape: TreeShape, tree: WrittenTree, period: Period): Promise<string[]> {
  const contractIds: string[] = new Array<string>(shape.agents.length);
  await inParallel(shape.agents, 4, async (agent, index) => {
    contractIds[index] = await insertContract(db, {
      merchantCode,
      holderId: tree.agentIds[index] as string,
      giverId: agent.parent === null ? null : (tree.agentIds[agent.parent] as string),
      kind: 'REALTIME',
      period: null,
      ratePpm: agent.ratePpm,
      minValidBetMinor: null,
      minProfitLossMinor: null,
      minActiveMembers: null,
      minBetAmountMinor: null,
      startedAtMs: period.startMs,
      firstPeriodStartMs: period.startMs,
      firstPeriodEndMs: period.endMs,
    });
  });
  return contractIds;
}

/**
 * Puts money into members' wallets through the ledger: ADJUSTMENT postings from the house, one per
 * `FUNDED_PER_POSTING` members. Answers the number of postings.
 */
export async function fundMembers(db: Database, merchantCode: string, memberIds: readonly string[], wallet: string, amountMinor: bigint, label: string, nowMs: number): Promise<number> {
  let postings = 0;
  for (let start = 0; start < memberIds.length; start += FUNDED_PER_POSTING) {
    const ids = memberIds.slice(start, start + FUNDED_PER_POSTING);
    await db.transaction((tx) =>
      post(
        tx,
        {
          merchantCode,
          idempotency: { source: FUNDING_SOURCE, key: `${label}-${start}`, payload: { ids, wallet, amountMinor: amountMinor.toString() } },
          kind: 'ADJUSTMENT',
          legs: [
            { account: { kind: 'house', merchantCode, name: 'ADJUSTMENTS' }, amountMinor: -amountMinor * BigInt(ids.length) },
            ...ids.map((memberId) => ({ account: { kind: 'member' as const, merchantCode, memberId, wallet }, amountMinor })),
          ],
          reference: { note: { code: 'openingBalance', params: {} } },
        },
        nowMs,
      ),
    );
    postings += 1;
  }
  return postings;
}

/** Agents that give contracts, and so pay from their main wallet: those with a downline agent. */
export function payingAgents(shape: TreeShape, tree: WrittenTree): string[] {
  const paying = new Set<number>();
  for (const agent of shape.agents) if (agent.parent !== null) paying.add(agent.parent);
  return [...paying].sort((a, b) => a - b).map((index) => tree.agentIds[index] as string);
}
