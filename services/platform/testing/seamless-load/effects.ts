import type { SeamlessTransactionResult } from '@croupier/contract';
import type { Database } from '../../src/db/database';
import { balanceOf, ledgerProblems } from '../../src/modules/ledger';
import { gameHouseAccount } from '../../src/modules/seamless/player-wallet';
import type { DeliveryRecord } from './deliver';
import type { LoadPlan, LoadPlayer, PlannedCall } from './plan';
import { loadMemberBalances, loadProviderPostings, loadProviderRows, platformIdOf, type ProviderPosting, type ProviderRow } from './effects-repository';

/**
 * After a load run: did every provider transaction have exactly one effect, the one its answers
 * promised? Compares three things: what the clients were told (every delivery's answer), the
 * provider_transactions rows and the ledger postings under each transaction id, and the balances the
 * answers add up to against the ledger's. Returns every problem found (none means the proof holds).
 */

export interface EffectCheck {
  db: Database;
  providerCode: string;
  /** the run's idPrefix: only transaction ids starting with it are looked at */
  idPrefix: string;
  plan: LoadPlan;
  records: readonly DeliveryRecord[];
  players: readonly LoadPlayer[];
  /** each merchant's GAME_HOUSE balance before the run */
  houseBeforeMinor: ReadonlyMap<string, bigint>;
  /** after a crash a first answer may never have arrived, so a call may have only replays */
  answersMayBeLost: boolean;
  /** run ledger_check() too (the default); a check of the same ledger again may leave it out */
  ledgerCheck?: boolean;
}

export interface EffectCounts {
  deliveries: number;
  calls: number;
  /** calls the platform took (a row of their own) */
  taken: number;
  postings: number;
  tombstones: number;
  replayedAnswers: number;
  /** rollbacks answered with another rollback of the same bet */
  answeredByAnotherRollback: number;
  refusals: Record<string, number>;
  /** deliveries that needed more than one try */
  retried: number;
  /** calls taken whose first answer no client saw */
  firstAnswerLost: number;
}

export interface EffectReport {
  problems: string[];
  counts: EffectCounts;
}

/** Refusals a correct platform may give each kind of call in such a run; anything else is a fault. */
const EXPECTED_REFUSALS: Record<PlannedCall['call'], readonly string[]> = {
  // overdrawn; rolled back before it came; its round closed by a win that overtook it
  bet: ['INSUFFICIENT_FUNDS', 'BET_ROLLED_BACK', 'VALIDATION_FAILED'],
  // came before its bet, or after the round closed; every bet of its round rolled back
  win: ['VALIDATION_FAILED', 'BET_ROLLED_BACK'],
  // its round was settled by a win first
  rollback: ['VALIDATION_FAILED'],
};

interface CallAnswers {
  own: SeamlessTransactionResult[];
  /** a rollback answered with the first rollback of the same bet */
  other: SeamlessTransactionResult[];
  refusals: string[];
  unavailable: number;
}

function answersByCall(plan: LoadPlan, records: readonly DeliveryRecord[]): CallAnswers[] {
  const byCall: CallAnswers[] = plan.calls.map(() => ({ own: [], other: [], refusals: [], unavailable: 0 }));
  for (const record of records) {
    const answers = byCall[record.call] as CallAnswers;
    const transactionId = (plan.calls[record.call] as PlannedCall).body.transactionId;
    if (record.outcome.kind === 'answered') (record.outcome.value.transactionId === transactionId ? answers.own : answers.other).push(record.outcome.value);
    else if (record.outcome.kind === 'refused') answers.refusals.push(record.outcome.code);
    else answers.unavailable += 1;
  }
  return byCall;
}

/** The member's side of a call's posting, as the answers promise it: negative takes from the wallet. */
function promisedMemberAmount(planned: PlannedCall, betAmountOf: (transactionId: string) => number | undefined): bigint {
  if (planned.call === 'bet') return -BigInt(planned.body.amountMinor);
  if (planned.call === 'win') return BigInt(planned.body.amountMinor);
  return BigInt(betAmountOf(planned.body.rolledBackTransactionId) ?? 0);
}

export async function checkEffects(check: EffectCheck): Promise<EffectReport> {
  const { plan, providerCode } = check;
  const problems: string[] = [];
  const rows = await loadProviderRows(check.db, providerCode, check.idPrefix);
  const postings = await loadProviderPostings(check.db, providerCode, check.idPrefix);
  const answers = answersByCall(plan, check.records);
  const callByTransaction = new Map(plan.calls.map((planned) => [planned.body.transactionId, planned]));
  const betAmountOf = (transactionId: string) => {
    const planned = callByTransaction.get(transactionId);
    return planned?.call === 'bet' ? planned.body.amountMinor : undefined;
  };
  const counts: EffectCounts = {
    deliveries: check.records.length,
    calls: plan.calls.length,
    taken: 0,
    postings: postings.size,
    tombstones: 0,
    replayedAnswers: 0,
    answeredByAnotherRollback: 0,
    refusals: {},
    retried: check.records.filter((record) => record.attempts > 1).length,
    firstAnswerLost: 0,
  };
  const memberDelta = check.players.map(() => 0n);

  for (const planned of plan.calls) {
    const transactionId = planned.body.transactionId;
    const said = answers[planned.id] as CallAnswers;
    const where = `${planned.call} ${transactionId}`;
    for (const code of said.refusals) {
      counts.refusals[code] = (counts.refusals[code] ?? 0) + 1;
      if (!EXPECTED_REFUSALS[planned.call].includes(code)) problems.push(`${where} was refused with ${code}`);
    }
    if (said.unavailable > 0) problems.push(`${where} got no answer ${said.unavailable} time(s) in the end`);
    counts.replayedAnswers += [...said.own, ...said.other].filter((value) => value.replayed).length;
    counts.answeredByAnotherRollback += said.other.length;
    checkOtherAnswers(planned, said.other, rows, callByTransaction, problems);

    const row = rows.get(transactionId);
    if (said.own.length === 0) {
      if (row) problems.push(`${where} has a row (${row.kind} ${row.status}) though no client was told it was taken`);
      continue;
    }
    const first = said.own[0] as SeamlessTransactionResult;
    if (said.own.some((value) => value.platformTransactionId !== first.platformTransactionId || value.balanceMinor !== first.balanceMinor)) {
      problems.push(`${where} was answered differently: ${JSON.stringify(said.own)}`);
    }
    const firstAnswers = said.own.filter((value) => !value.replayed).length;
    if (firstAnswers === 0) counts.firstAnswerLost += 1;
    if (firstAnswers > 1 || (firstAnswers === 0 && !check.answersMayBeLost)) problems.push(`${where} got ${firstAnswers} first (not replayed) answers`);
    if (!row) {
      problems.push(`${where} was answered as taken but has no row`);
      continue;
    }
    counts.taken += 1;
    if (row.kind.toLowerCase() !== planned.call) problems.push(`${where} has a row of kind ${row.kind}`);
    if (platformIdOf(row) !== first.platformTransactionId) problems.push(`${where} was answered ${first.platformTransactionId} but its row is ${platformIdOf(row)}`);

    // What the answer promised moved, from the request and the kind of platform id alone.
    const movedMoney = /^\d+$/.test(first.platformTransactionId);
    if (row.status === 'TOMBSTONE') counts.tombstones += 1;
    const member = promisedMemberAmount(planned, betAmountOf);
    if (movedMoney) memberDelta[planned.player] = (memberDelta[planned.player] as bigint) + member;
    checkPosting(where, planned, row, movedMoney, member, postings.get(transactionId) ?? [], problems);
  }

  checkUnplanned(rows, postings, callByTransaction, problems);
  checkRollbackMarks(rows, problems);
  await checkBalances(check, memberDelta, problems);
  if (check.ledgerCheck ?? true) {
    for (const problem of await ledgerProblems(check.db)) problems.push(`ledger_check: ${problem.problem} ${problem.subject}: ${problem.detail}`);
  }
  return { problems, counts };
}

/** A rollback answered with another's answer: that other must be a rollback of the same bet, and taken. */
function checkOtherAnswers(planned: PlannedCall, others: readonly SeamlessTransactionResult[], rows: ReadonlyMap<string, ProviderRow>, calls: ReadonlyMap<string, PlannedCall>, problems: string[]): void {
  for (const value of others) {
    const where = `${planned.call} ${planned.body.transactionId}`;
    const named = calls.get(value.transactionId);
    if (planned.call !== 'rollback' || named?.call !== 'rollback' || named.body.rolledBackTransactionId !== planned.body.rolledBackTransactionId) {
      problems.push(`${where} was answered for ${value.transactionId}, which is not another rollback of its bet`);
      continue;
    }
    const row = rows.get(value.transactionId);
    if (!value.replayed || !row || platformIdOf(row) !== value.platformTransactionId) problems.push(`${where} was answered with ${JSON.stringify(value)}, not the first rollback of its bet`);
  }
}

function checkPosting(where: string, planned: PlannedCall, row: ProviderRow, movedMoney: boolean, memberAmount: bigint, found: readonly ProviderPosting[], problems: string[]): void {
  const mustMove = planned.call === 'bet' || (planned.call === 'win' && planned.body.amountMinor > 0) || (planned.call === 'rollback' && row.status === 'ACCEPTED');
  if (mustMove !== movedMoney) problems.push(`${where} (${row.status}) was answered ${movedMoney ? 'with' : 'without'} a posting`);
  if (found.length !== (mustMove ? 1 : 0)) {
    problems.push(`${where} has ${found.length} postings, ${mustMove ? 1 : 0} expected`);
    return;
  }
  const posting = found[0];
  if (!posting) return;
  if (posting.id !== row.postingId) problems.push(`${where}: its row names posting ${row.postingId}, the ledger has ${posting.id} under its id`);
  if (posting.kind !== row.kind) problems.push(`${where}: posting ${posting.id} is a ${posting.kind}`);
  if (posting.legs !== 2 || posting.totalMinor !== 0n || posting.memberAmountMinor !== memberAmount) {
    problems.push(`${where}: posting ${posting.id} has ${posting.legs} legs summing to ${posting.totalMinor}, the member's ${posting.memberAmountMinor} (expected ${memberAmount})`);
  }
}

/** Nothing under this run's ids that no call asked for. */
function checkUnplanned(rows: ReadonlyMap<string, ProviderRow>, postings: ReadonlyMap<string, readonly ProviderPosting[]>, calls: ReadonlyMap<string, PlannedCall>, problems: string[]): void {
  for (const transactionId of rows.keys()) if (!calls.has(transactionId)) problems.push(`row ${transactionId} belongs to no planned call`);
  for (const transactionId of postings.keys()) if (!calls.has(transactionId)) problems.push(`posting under ${transactionId} belongs to no planned call`);
}

/** A bet is ROLLED_BACK exactly when a rollback returned its stake, and never taken after its tombstone. */
function checkRollbackMarks(rows: ReadonlyMap<string, ProviderRow>, problems: string[]): void {
  const rollbacksOf = new Map<string, ProviderRow[]>();
  for (const row of rows.values()) {
    if (row.kind !== 'ROLLBACK' || row.rolledBackTransactionId === null) continue;
    rollbacksOf.set(row.rolledBackTransactionId, [...(rollbacksOf.get(row.rolledBackTransactionId) ?? []), row]);
  }
  for (const bet of [...rows.values()].filter((row) => row.kind === 'BET')) {
    const returned = rollbacksOf.get(bet.transactionId) ?? [];
    if (returned.length > 1) problems.push(`bet ${bet.transactionId} has ${returned.length} rollbacks`);
    const undone = returned.some((row) => row.status === 'ACCEPTED');
    if (undone !== (bet.status === 'ROLLED_BACK')) problems.push(`bet ${bet.transactionId} is ${bet.status} with rollbacks ${JSON.stringify(returned.map((row) => row.status))}`);
    if (returned.some((row) => row.status === 'TOMBSTONE')) problems.push(`bet ${bet.transactionId} was taken after its tombstone`);
  }
}

/** Each wallet holds what its opening balance and the answers add up to; the house moved the other way. */
async function checkBalances(check: EffectCheck, memberDelta: readonly bigint[], problems: string[]): Promise<void> {
  const houseDelta = new Map<string, bigint>();
  const balances = await loadMemberBalances(check.db, check.players.map((player) => player.memberId));
  for (const [index, player] of check.players.entries()) {
    const delta = memberDelta[index] as bigint;
    const actual = balances.get(`${player.merchantCode}:${player.memberId}:${player.wallet}`) ?? 0n;
    if (actual !== player.fundedMinor + delta) problems.push(`player ${player.playerId} holds ${actual}; the answers add up to ${player.fundedMinor + delta}`);
    if (actual < 0n) problems.push(`player ${player.playerId} is below zero: ${actual}`);
    houseDelta.set(player.merchantCode, (houseDelta.get(player.merchantCode) ?? 0n) - delta);
  }
  for (const [merchantCode, delta] of houseDelta) {
    const before = check.houseBeforeMinor.get(merchantCode) ?? 0n;
    const after = await balanceOf(check.db, gameHouseAccount(merchantCode));
    if (after - before !== delta) problems.push(`${merchantCode} GAME_HOUSE moved ${after - before}; the answers add up to ${delta}`);
  }
}
