import type {
  Contract,
  ContractConflict,
  ContractRequest,
  ContractTerms,
  DownlineMember,
  PendingContractRequest,
  Settlement,
  TeamBet,
  TeamBetsPage,
} from '@croupier/contract';

export const BDT = { code: 'BDT', symbol: '৳', scale: 2 };
export const ZONE = 'Asia/Dhaka';

/** A page as the platform answers it: the rows of `pageNo` cut from every row given. */
export function paged<Row>(all: readonly Row[], pageNo = 1, pageSize = 20) {
  return { rows: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: all.length, totalPages: Math.ceil(all.length / pageSize), currency: BDT, timeZone: ZONE };
}

export function teamBet(round: number, extra: Partial<TeamBet> = {}): TeamBet {
  return {
    username: `player${round % 3}`,
    recordId: `h~${round}`,
    roundId: String(round),
    source: 'in-house',
    gameId: 'bgs-dice',
    gameName: 'Dice',
    gameType: 'BGS',
    vendor: 'BGS',
    placedAt: '2026-11-20T06:00:00.000Z',
    stakeMinor: 1_000,
    validBetMinor: 1_000,
    payoutMinor: 0,
    netMinor: -1_000,
    status: 'settled',
    ...extra,
  };
}

/** The team bets of every round given, the totals summed over the settled ones, open ones apart. */
export function teamBetsPage(all: TeamBet[], pageNo = 1): TeamBetsPage {
  const sum = (rows: TeamBet[], pick: (row: TeamBet) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const settled = all.filter((row) => row.status === 'settled');
  const open = all.filter((row) => row.status === 'open');
  return {
    ...paged(all, pageNo),
    summary: {
      rounds: settled.length,
      stakeMinor: sum(settled, (row) => row.stakeMinor),
      validBetMinor: sum(settled, (row) => row.validBetMinor),
      payoutMinor: sum(settled, (row) => row.payoutMinor),
      netMinor: sum(settled, (row) => row.netMinor ?? 0),
      openRounds: open.length,
      openStakeMinor: sum(open, (row) => row.stakeMinor),
    },
  };
}

export function downline(username: string, extra: Partial<DownlineMember> = {}): DownlineMember {
  return {
    username,
    type: 0,
    isAgent: false,
    depth: 1,
    uplineUsername: 'agent007',
    registeredAt: '2026-10-01T04:00:00.000Z',
    lastLoginAt: '2026-11-20T10:00:00.000Z',
    initialPassword: false,
    balanceMinor: 50_000,
    teamSize: 0,
    directDownlines: 0,
    ...extra,
  };
}

export function terms(extra: Partial<ContractTerms> = {}): ContractTerms {
  return { kind: 'SALARY', period: 'D', ratePpm: 5_000, minValidBetMinor: null, minProfitLossMinor: null, minActiveMembers: null, minBetAmountMinor: null, ...extra };
}

export function contractRequest(requestId: string, extra: Partial<ContractRequest> = {}): ContractRequest {
  return {
    requestId,
    type: 'NEW',
    status: 'PENDING',
    contractId: null,
    terms: terms(),
    fromUsername: 'boss01',
    toUsername: 'agent007',
    awaitingCaller: true,
    reason: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    answeredAt: null,
    ...extra,
  };
}

export function contract(contractId: string, extra: Partial<Contract> = {}): Contract {
  return {
    contractId,
    terms: terms(),
    holderUsername: 'agent007',
    giverUsername: 'boss01',
    payer: 'UPLINE',
    status: 'ACTIVE',
    startedAt: '2026-11-01T00:00:00.000Z',
    endedAt: null,
    endReason: null,
    requests: [],
    ...extra,
  };
}

export function conflict(contractId: string, extra: Partial<ContractConflict> = {}): ContractConflict {
  return { contractId, kind: 'SALARY', holderUsername: 'sub02', giverUsername: 'sub01', ratePpm: 4_000, because: 'RATE_CONFLICT', ...extra };
}

export function pendingRequest(requestId: string, extra: Partial<PendingContractRequest> = {}): PendingContractRequest {
  return { ...contractRequest(requestId), wouldTerminate: [], ...extra };
}

export function settlement(id: string, extra: Partial<Settlement> = {}): Settlement {
  return {
    settlementId: id,
    contractId: '101',
    kind: 'SALARY',
    period: 'D',
    periodStart: '2026-11-19T18:00:00.000Z',
    periodEnd: '2026-11-20T18:00:00.000Z',
    coveredFrom: extra.periodStart ?? '2026-11-19T18:00:00.000Z',
    coveredTo: extra.periodEnd ?? '2026-11-20T18:00:00.000Z',
    holderUsername: 'agent007',
    payerUsername: 'boss01',
    payer: 'UPLINE',
    validBetMinor: 1_000_000,
    netLossMinor: 200_000,
    activeMembers: 4,
    baseMinor: 1_000_000,
    ratePpm: 5_000,
    checks: [],
    amountMinor: 5_000,
    remainderMicroMinor: 0,
    status: 'PAID',
    reason: null,
    settledAt: '2026-11-20T18:00:30.000Z',
    paidAt: '2026-11-20T18:00:30.000Z',
    ...extra,
  };
}
