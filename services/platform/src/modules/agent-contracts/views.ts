import type { Contract, ContractConflict, ContractRequest, ContractTerms } from '@croupier/contract';
import { isoAt } from '../../clock';
import { toApiMinor } from '../ledger';
import type { ConflictRecord, ContractRecord, RequestRecord, TermsRecord } from './repository';

/** The contract's answers, made from the tables' records. */

const optionalMinor = (value: bigint | null) => (value === null ? null : toApiMinor(value));

export function termsView(terms: TermsRecord): ContractTerms {
  return {
    kind: terms.kind,
    period: terms.period,
    ratePpm: terms.ratePpm,
    minValidBetMinor: optionalMinor(terms.minValidBetMinor),
    minProfitLossMinor: optionalMinor(terms.minProfitLossMinor),
    minActiveMembers: terms.minActiveMembers,
    minBetAmountMinor: optionalMinor(terms.minBetAmountMinor),
  };
}

export function requestView(request: RequestRecord, callerId: string): ContractRequest {
  return {
    requestId: request.id,
    type: request.type,
    status: request.status,
    contractId: request.contractId,
    terms: termsView(request),
    fromUsername: request.fromUsername,
    toUsername: request.toUsername,
    awaitingCaller: request.status === 'PENDING' && request.toId === callerId,
    reason: request.reason,
    createdAt: isoAt(request.createdAtMs),
    answeredAt: request.answeredAtMs === null ? null : isoAt(request.answeredAtMs),
  };
}

export function contractView(contract: ContractRecord, requests: readonly RequestRecord[], callerId: string): Contract {
  return {
    contractId: contract.id,
    terms: termsView(contract),
    holderUsername: contract.holderUsername,
    giverUsername: contract.giverUsername,
    payer: contract.payer,
    status: contract.endedAtMs === null ? 'ACTIVE' : 'ENDED',
    startedAt: isoAt(contract.startedAtMs),
    endedAt: contract.endedAtMs === null ? null : isoAt(contract.endedAtMs),
    endReason: contract.endReason,
    requests: requests.filter((request) => request.contractId === contract.id).map((request) => requestView(request, callerId)),
  };
}

export function conflictView(conflict: ConflictRecord): ContractConflict {
  return {
    contractId: conflict.contract.id,
    kind: conflict.contract.kind,
    holderUsername: conflict.contract.holderUsername,
    // contracts further down are always given by an upline, never by the platform
    giverUsername: conflict.contract.giverUsername ?? '',
    ratePpm: conflict.contract.ratePpm,
    because: conflict.because,
  };
}
