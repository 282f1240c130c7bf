import type { BetRecord, BetRound, BetTransaction, BettingRecordPage } from '@croupier/contract';

export const BDT = { code: 'BDT', symbol: '৳', scale: 2 };
export const ZONE = 'Asia/Dhaka';

export function providerRow(round: number, extra: Partial<BetRecord> = {}): BetRecord {
  return {
    recordId: `p~DEMO~r${round}`,
    roundId: `r${round}`,
    source: 'provider',
    gameId: 'jds-lucky-7',
    gameName: 'Lucky 7',
    gameType: 'RNG',
    vendor: 'Jade Dragon Slots',
    placedAt: '2026-11-20T06:00:00.000Z',
    stakeMinor: 1_000,
    payoutMinor: 2_500,
    netMinor: 1_500,
    status: 'settled',
    ...extra,
  };
}

export function inHouseRow(round: number, extra: Partial<BetRecord> = {}): BetRecord {
  return {
    recordId: `h~${round}`,
    roundId: String(round),
    source: 'in-house',
    gameId: 'bgs-dice',
    gameName: 'Dice',
    gameType: 'BGS',
    vendor: 'BGS',
    placedAt: '2026-11-20T05:00:00.000Z',
    stakeMinor: 500,
    payoutMinor: 0,
    netMinor: -500,
    status: 'settled',
    ...extra,
  };
}

/** A page as the platform answers it: totals of every row given, the page cut from them. */
export function pageOf(all: BetRecord[], pageNo = 1, pageSize = 20): BettingRecordPage {
  const stakeMinor = all.reduce((sum, row) => sum + row.stakeMinor, 0);
  const payoutMinor = all.reduce((sum, row) => sum + row.payoutMinor, 0);
  return {
    rows: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
    summary: { rounds: all.length, stakeMinor, payoutMinor, netMinor: payoutMinor - stakeMinor },
    currency: BDT,
    timeZone: ZONE,
  };
}

export function roundOf(record: BetRecord): BetRound {
  const transactions: BetTransaction[] = [{ kind: 'bet', amountMinor: record.stakeMinor, at: record.placedAt, rolledBack: false }];
  if (record.payoutMinor > 0) transactions.push({ kind: 'win', amountMinor: record.payoutMinor, at: record.placedAt, rolledBack: false });
  return { record, transactions, verifierPath: record.source === 'in-house' ? `/bgs/verify?round=${record.roundId}` : null, currency: BDT, timeZone: ZONE };
}

/** The stub matches whole paths, so a round's details are answered at the path its record id fills in. */
export function roundPath(recordId: string): string {
  return `/wps/member/bets/${encodeURIComponent(recordId)}`;
}
