import type { Brand } from '@croupier/brand-config';
import type { Contract, ContractConflict, ContractOfferPreview, ContractRequest } from '@croupier/contract';
import { isAgentType, type ContractKind, type ContractPeriod } from '@croupier/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { selectDownlineByName, selectMemberBriefByName, type DownlineAccount, type MemberRecord } from '../accounts';
import { refuseDisabledKind } from './kinds';
import { cadenceOf, periodContaining } from './periods';
import {
  closeRequest,
  endContracts,
  insertContract,
  insertRequest,
  rejectPendingOffersBy,
  rejectPendingTerminationsOf,
  selectActiveContract,
  selectConflicts,
  selectContract,
  selectRequest,
  selectRequestsOfContracts,
  type ConflictRecord,
  type ContractRecord,
  type TermsRecord,
} from './repository';
import { conflictView, contractView, requestView } from './views';

/**
 * Offers, answers and terminations (docs/decisions/0022-agent-portal.md, "Offers and requests",
 * "Rates down the tree"). Every change runs in one transaction that locks the contracts it reads
 * before it decides, so a rate checked is the rate in force when the change commits.
 */

/** Terms as a call sends them (thresholds optional). */
export interface TermsInput {
  kind: ContractKind;
  period?: ContractPeriod | null | undefined;
  ratePpm: number;
  minValidBetMinor?: number | null | undefined;
  minProfitLossMinor?: number | null | undefined;
  minActiveMembers?: number | null | undefined;
  minBetAmountMinor?: number | null | undefined;
}

const optionalBigint = (value: number | null | undefined) => (value === undefined || value === null ? null : BigInt(value));

export function termsOf(input: TermsInput): TermsRecord {
  return {
    kind: input.kind,
    period: input.period ?? null,
    ratePpm: input.ratePpm,
    minValidBetMinor: optionalBigint(input.minValidBetMinor),
    minProfitLossMinor: optionalBigint(input.minProfitLossMinor),
    minActiveMembers: input.minActiveMembers ?? null,
    minBetAmountMinor: optionalBigint(input.minBetAmountMinor),
  };
}

const permille = (ratePpm: number) => `${(ratePpm / 10_000).toFixed(4).replace(/0+$/, '').replace(/\.$/, '')}%`;

function rateConflict(conflicts: readonly ConflictRecord[]): ApiError {
  const named = conflicts.map(({ contract, because }) => `${contract.holderUsername} (${contract.kind} ${permille(contract.ratePpm)} from ${contract.giverUsername ?? 'the platform'}${because === 'GIVER_ENDED' ? ', further down' : ''})`);
  return new ApiError(
    'CONTRACT_RATE_CONFLICT',
    `This would end ${conflicts.length} contract${conflicts.length === 1 ? '' : 's'} further down, whose rate would exceed their giver's: ${named.join('; ')}. Send again with confirmTerminations to go ahead.`,
    [{ field: 'confirmTerminations', message: `is needed: ${conflicts.length} contract${conflicts.length === 1 ? '' : 's'} further down would end` }],
  );
}

/**
 * Ends the contracts a change leaves above their giver's rate (or without a giver) and tells each
 * holder so with a COMPLETED termination the platform made; their open offers and terminations go.
 */
async function endConflicts(tx: Queryable, merchantCode: string, conflicts: readonly ConflictRecord[], nowMs: number): Promise<void> {
  if (conflicts.length === 0) return;
  for (const because of ['RATE_CONFLICT', 'GIVER_ENDED'] as const) {
    const ids = conflicts.filter((conflict) => conflict.because === because).map((conflict) => conflict.contract.id);
    await endContracts(tx, merchantCode, ids, because, nowMs);
  }
  for (const { contract, because } of conflicts) {
    await insertRequest(tx, { ...contract, merchantCode, type: 'TERMINATE', status: 'COMPLETED', fromId: null, toId: contract.holderId, contractId: contract.id, reason: because, createdAtMs: nowMs });
    await rejectPendingOffersBy(tx, merchantCode, [contract.holderId], contract.kind, null, 'GIVER_ENDED', nowMs);
  }
  await rejectPendingTerminationsOf(
    tx,
    conflicts.map((conflict) => conflict.contract.id),
    nowMs,
  );
}

/**
 * Puts a contract in force for the holder: the one of the kind it replaces ends at this instant, and
 * so do the contracts further down that the new rate leaves above their giver's (only when confirmed).
 */
async function startContract(tx: Queryable, brand: Brand, holderId: string, giverId: string | null, terms: TermsRecord, confirmTerminations: boolean, nowMs: number) {
  const merchantCode = brand.merchantCode;
  const replaced = await selectActiveContract(tx, merchantCode, holderId, terms.kind, true);
  const conflicts = await selectConflicts(tx, merchantCode, holderId, terms.kind, terms.ratePpm, true);
  if (conflicts.length > 0 && !confirmTerminations) throw rateConflict(conflicts);
  if (replaced) {
    await endContracts(tx, merchantCode, [replaced.id], 'REPLACED', nowMs);
    await rejectPendingTerminationsOf(tx, [replaced.id], nowMs);
  }
  await endConflicts(tx, merchantCode, conflicts, nowMs);
  // what the holder offered its own downlines above the new rate can no longer be given
  await rejectPendingOffersBy(tx, merchantCode, [holderId], terms.kind, terms.ratePpm, 'RATE_CONFLICT', nowMs);
  const first = periodContaining(cadenceOf(terms.kind, terms.period), brand.timeZone, nowMs);
  const contractId = await insertContract(tx, { ...terms, merchantCode, holderId, giverId, startedAtMs: nowMs, firstPeriodStartMs: first.startMs, firstPeriodEndMs: first.endMs });
  return { contractId, terminated: conflicts };
}

/** Ends a contract with nothing in its place: every contract of the kind below its holder ends too. */
async function endContract(tx: Queryable, merchantCode: string, contract: ContractRecord, reason: 'TERMINATED' | 'OPERATOR', nowMs: number): Promise<ConflictRecord[]> {
  const below = await selectConflicts(tx, merchantCode, contract.holderId, contract.kind, null, true);
  await endContracts(tx, merchantCode, [contract.id], reason, nowMs);
  await rejectPendingTerminationsOf(tx, [contract.id], nowMs);
  await rejectPendingOffersBy(tx, merchantCode, [contract.holderId], contract.kind, null, 'GIVER_ENDED', nowMs);
  await endConflicts(tx, merchantCode, below, nowMs);
  return below;
}

async function contractAnswer(tx: Queryable, merchantCode: string, contractId: string, callerId: string): Promise<Contract> {
  const contract = await selectContract(tx, merchantCode, contractId);
  if (!contract) throw new Error(`contracts: contract ${contractId} vanished inside its own transaction`);
  return contractView(contract, await selectRequestsOfContracts(tx, merchantCode, [contractId]), callerId);
}

async function requestAnswer(tx: Queryable, merchantCode: string, requestId: string, callerId: string): Promise<ContractRequest> {
  const request = await selectRequest(tx, merchantCode, requestId);
  if (!request) throw new Error(`contracts: request ${requestId} vanished inside its own transaction`);
  return requestView(request, callerId);
}

// ---------------------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------------------

export interface OfferInput extends TermsInput {
  downlineUsername: string;
  confirmTerminations?: boolean | undefined;
}

/** The direct downline agent an offer goes to, or the refusal that says why it cannot. */
async function directDownlineAgent(tx: Queryable, brand: Brand, agent: MemberRecord, username: string): Promise<DownlineAccount> {
  if (username.trim().toLowerCase() === agent.username.toLowerCase()) {
    throw new ApiError('CONTRACT_TO_SELF', 'You cannot offer a contract to yourself', [{ field: 'downlineUsername', message: 'is your own account' }]);
  }
  const target = await selectDownlineByName(tx, brand.merchantCode, agent.id, username);
  if (!target) throw new ApiError('NOT_IN_DOWNLINE', `There is no account named ${username} in your downline`, [{ field: 'downlineUsername', message: 'is not in your downline' }]);
  if (target.depth > 1) {
    throw new ApiError('CONTRACT_DIRECT_DOWNLINE_ONLY', `${target.username} is not a direct downline of yours: only its own upline can offer it a contract`, [
      { field: 'downlineUsername', message: 'is not a direct downline' },
    ]);
  }
  if (!isAgentType(target.type)) throw new ApiError('CONTRACT_HOLDER_NOT_AGENT', `${target.username} is a player: contracts are held by agents`, [{ field: 'downlineUsername', message: 'is not an agent' }]);
  return target;
}

/** The caller's own contract of the kind, which an offer may not exceed. */
async function ownContractFor(tx: Queryable, brand: Brand, agent: MemberRecord, terms: TermsRecord): Promise<ContractRecord> {
  const own = await selectActiveContract(tx, brand.merchantCode, agent.id, terms.kind, true);
  if (!own) throw new ApiError('CONTRACT_NOT_HELD', `You hold no ${terms.kind} contract, so you have none to give`, [{ field: 'kind', message: 'is not a contract you hold' }]);
  if (terms.ratePpm > own.ratePpm) {
    throw new ApiError('CONTRACT_RATE_ABOVE_OWN', `The rate ${permille(terms.ratePpm)} is above your own ${terms.kind} rate of ${permille(own.ratePpm)}`, [
      { field: 'ratePpm', message: `is at most ${own.ratePpm}` },
    ]);
  }
  return own;
}

export async function previewOffer(db: Database, brand: Brand, agent: MemberRecord, input: OfferInput): Promise<ContractOfferPreview> {
  refuseDisabledKind(brand, input.kind);
  const terms = termsOf(input);
  // read-only, but in a transaction so every read sees one snapshot
  return db.transaction(async (tx) => {
    const target = await directDownlineAgent(tx, brand, agent, input.downlineUsername);
    const own = await ownContractFor(tx, brand, agent, terms);
    const replaced = await selectActiveContract(tx, brand.merchantCode, target.id, terms.kind);
    const conflicts = await selectConflicts(tx, brand.merchantCode, target.id, terms.kind, terms.ratePpm);
    return {
      maxRatePpm: own.ratePpm,
      replaces: replaced ? contractView(replaced, await selectRequestsOfContracts(tx, brand.merchantCode, [replaced.id]), agent.id) : null,
      conflicts: conflicts.map(conflictView),
    };
  });
}

export async function offerContract(db: Database, brand: Brand, agent: MemberRecord, input: OfferInput, nowMs: number): Promise<{ request: ContractRequest; wouldTerminate: ContractConflict[] }> {
  refuseDisabledKind(brand, input.kind);
  const terms = termsOf(input);
  return db.transaction(async (tx) => {
    const target = await directDownlineAgent(tx, brand, agent, input.downlineUsername);
    await ownContractFor(tx, brand, agent, terms);
    const conflicts = await selectConflicts(tx, brand.merchantCode, target.id, terms.kind, terms.ratePpm);
    if (conflicts.length > 0 && !input.confirmTerminations) throw rateConflict(conflicts);
    const requestId = await insertRequest(tx, { ...terms, merchantCode: brand.merchantCode, type: 'NEW', status: 'PENDING', fromId: agent.id, toId: target.id, contractId: null, reason: null, createdAtMs: nowMs });
    if (requestId === null) {
      throw new ApiError('CONTRACT_REQUEST_PENDING', `${target.username} has not yet answered your last ${terms.kind} offer: wait for the answer before sending another`);
    }
    return { request: await requestAnswer(tx, brand.merchantCode, requestId, agent.id), wouldTerminate: conflicts.map(conflictView) };
  });
}

// ---------------------------------------------------------------------------------------------------
// Answers and terminations
// ---------------------------------------------------------------------------------------------------

export interface AnswerInput {
  accept: boolean;
  confirmTerminations?: boolean | undefined;
}

export async function answerRequest(
  db: Database,
  brand: Brand,
  member: MemberRecord,
  requestId: string,
  input: AnswerInput,
  nowMs: number,
): Promise<{ request: ContractRequest; contract: Contract | null; terminated: ContractConflict[] }> {
  const merchantCode = brand.merchantCode;
  return db.transaction(async (tx) => {
    const request = await selectRequest(tx, merchantCode, requestId, true);
    if (!request || (request.toId !== member.id && request.fromId !== member.id)) throw new ApiError('CONTRACT_REQUEST_NOT_FOUND', `You have no contract request ${requestId}`);
    if (request.toId !== member.id) throw new ApiError('CONTRACT_WRONG_SIDE', `You sent request ${requestId}: ${request.toUsername} answers it`);
    if (request.status !== 'PENDING') throw new ApiError('CONTRACT_REQUEST_CLOSED', `Request ${requestId} was already answered (${request.status})`);
    if (!input.accept) {
      await closeRequest(tx, request.id, 'REJECTED', null, nowMs);
      const contract = request.contractId === null ? null : await contractAnswer(tx, merchantCode, request.contractId, member.id);
      return { request: await requestAnswer(tx, merchantCode, request.id, member.id), contract, terminated: [] };
    }
    if (request.type === 'NEW') {
      refuseDisabledKind(brand, request.kind);
      const giverId = request.fromId;
      if (giverId === null) throw new Error(`contracts: offer ${request.id} has no giver`);
      // the giver's own contract must still cover the offer (a fall of its rate rejects such offers, so this is a guard)
      const giverOwn = await selectActiveContract(tx, merchantCode, giverId, request.kind, true);
      if (!giverOwn || giverOwn.ratePpm < request.ratePpm) throw new ApiError('CONTRACT_NOT_HELD', `${request.fromUsername ?? 'The giver'} no longer holds a ${request.kind} contract that covers this offer`);
      const started = await startContract(tx, brand, member.id, giverId, request, input.confirmTerminations ?? false, nowMs);
      await closeRequest(tx, request.id, 'ACCEPTED', started.contractId, nowMs);
      return {
        request: await requestAnswer(tx, merchantCode, request.id, member.id),
        contract: await contractAnswer(tx, merchantCode, started.contractId, member.id),
        terminated: started.terminated.map(conflictView),
      };
    }
    const contractId = request.contractId;
    const contract = contractId === null ? null : await selectContract(tx, merchantCode, contractId, true);
    if (!contract || contract.endedAtMs !== null) throw new ApiError('CONTRACT_ENDED', `The contract of request ${requestId} has already ended`);
    const below = await endContract(tx, merchantCode, contract, 'TERMINATED', nowMs);
    await closeRequest(tx, request.id, 'COMPLETED', null, nowMs);
    return {
      request: await requestAnswer(tx, merchantCode, request.id, member.id),
      contract: await contractAnswer(tx, merchantCode, contract.id, member.id),
      terminated: below.map(conflictView),
    };
  });
}

export async function requestTermination(db: Database, brand: Brand, member: MemberRecord, contractId: string, nowMs: number): Promise<{ request: ContractRequest }> {
  const merchantCode = brand.merchantCode;
  return db.transaction(async (tx) => {
    const contract = await selectContract(tx, merchantCode, contractId, true);
    if (!contract || (contract.holderId !== member.id && contract.giverId !== member.id)) throw new ApiError('CONTRACT_NOT_FOUND', `You hold or gave no contract ${contractId}`);
    if (contract.giverId === null) throw new ApiError('CONTRACT_PLATFORM_ONLY', 'A contract with the platform is ended by the platform: ask customer service');
    if (contract.endedAtMs !== null) throw new ApiError('CONTRACT_ENDED', `Contract ${contractId} has already ended`);
    const otherSide = contract.holderId === member.id ? contract.giverId : contract.holderId;
    const requestId = await insertRequest(tx, { ...contract, merchantCode, type: 'TERMINATE', status: 'PENDING', fromId: member.id, toId: otherSide, contractId: contract.id, reason: null, createdAtMs: nowMs });
    if (requestId === null) throw new ApiError('CONTRACT_REQUEST_PENDING', `A request to end contract ${contractId} is already awaiting its answer`);
    return { request: await requestAnswer(tx, merchantCode, requestId, member.id) };
  });
}

// ---------------------------------------------------------------------------------------------------
// Platform contracts (operators)
// ---------------------------------------------------------------------------------------------------

export interface GrantInput extends TermsInput {
  username: string;
  confirmTerminations?: boolean | undefined;
}

/** An operator gives a top agent a contract the platform pays; it is in force at once. */
export async function grantPlatformContract(db: Database, brand: Brand, input: GrantInput, nowMs: number): Promise<{ contract: Contract; terminated: ContractConflict[] }> {
  refuseDisabledKind(brand, input.kind);
  const terms = termsOf(input);
  return db.transaction(async (tx) => {
    const member = await selectMemberBriefByName(tx, brand.merchantCode, input.username);
    if (!member) throw new ApiError('UNKNOWN_USER', `There is no account named ${input.username}`, [{ field: 'username', message: 'does not exist' }]);
    if (!isAgentType(member.type)) throw new ApiError('CONTRACT_HOLDER_NOT_AGENT', `${member.username} is not an agent`, [{ field: 'username', message: 'is not an agent' }]);
    if (member.uplineId !== null) {
      throw new ApiError('CONTRACT_PLATFORM_ONLY', `${member.username} has an upline: its contracts come from that upline, not from the platform`, [{ field: 'username', message: 'is not a top agent' }]);
    }
    const started = await startContract(tx, brand, member.id, null, terms, input.confirmTerminations ?? false, nowMs);
    return { contract: await contractAnswer(tx, brand.merchantCode, started.contractId, member.id), terminated: started.terminated.map(conflictView) };
  });
}

/** A platform contract put in force inside the caller's transaction (the demo's opening contracts). */
export async function startPlatformContract(tx: Queryable, brand: Brand, holderId: string, terms: TermsRecord, nowMs: number): Promise<string> {
  refuseDisabledKind(brand, terms.kind);
  return (await startContract(tx, brand, holderId, null, terms, false, nowMs)).contractId;
}

/** An operator ends a platform contract; the contracts of the kind below its holder end with it. */
export async function endPlatformContract(db: Database, brand: Brand, contractId: string, nowMs: number): Promise<{ contract: Contract; terminated: ContractConflict[] }> {
  return db.transaction(async (tx) => {
    const contract = await selectContract(tx, brand.merchantCode, contractId, true);
    if (!contract) throw new ApiError('CONTRACT_NOT_FOUND', `There is no contract ${contractId} on ${brand.displayName}`);
    if (contract.giverId !== null) throw new ApiError('CONTRACT_PLATFORM_ONLY', `Contract ${contractId} was given by ${contract.giverUsername ?? 'an upline'}: its two sides end it by request`);
    if (contract.endedAtMs !== null) throw new ApiError('CONTRACT_ENDED', `Contract ${contractId} has already ended`);
    const below = await endContract(tx, brand.merchantCode, contract, 'OPERATOR', nowMs);
    return { contract: await contractAnswer(tx, brand.merchantCode, contract.id, contract.holderId), terminated: below.map(conflictView) };
  });
}
