import type { AccountMovement, AccountRecordPage, BetRecord, BetRound, BetTransaction, BettingRecordPage, BonusRecordPage, ProfitByType, ProfitDay, ProfitRecordPage } from '@croupier/contract';

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

export function movementRow(id: number, extra: Partial<AccountMovement> = {}): AccountMovement {
  return {
    movementId: String(id),
    at: '2026-11-20T06:00:00.000Z',
    kind: 'BET',
    wallet: 'MAIN',
    walletName: null,
    amountMinor: -1_000,
    balanceMinor: 99_000,
    note: null,
    roundId: `${id}`,
    gameName: 'Dice',
    ...extra,
  };
}

/** An account record page as the platform answers it: totals of every row given, the page cut from them. */
export function accountPageOf(all: AccountMovement[], pageNo = 1, pageSize = 20): AccountRecordPage {
  const inMinor = all.reduce((sum, row) => sum + Math.max(row.amountMinor, 0), 0);
  const outMinor = all.reduce((sum, row) => sum + Math.max(-row.amountMinor, 0), 0);
  return {
    rows: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    summary: { movements: all.length, inMinor, outMinor, netMinor: inMinor - outMinor },
    pageNo,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
    currency: BDT,
    timeZone: ZONE,
  };
}

const figuresOf = (rounds: number, stakeMinor: number, payoutMinor: number) => ({ rounds, stakeMinor, payoutMinor, netMinor: payoutMinor - stakeMinor });

/** A day of play: slots and in-house games, in the order the platform gives types. */
export function profitDay(day: string, slots: [number, number, number], inHouse?: [number, number, number]): ProfitDay {
  const byType: ProfitByType[] = [{ gameType: 'RNG', ...figuresOf(...slots) }];
  if (inHouse) byType.push({ gameType: 'BGS', ...figuresOf(...inHouse) });
  const total = byType.reduce((sum, each) => ({ rounds: sum.rounds + each.rounds, stakeMinor: sum.stakeMinor + each.stakeMinor, payoutMinor: sum.payoutMinor + each.payoutMinor }), { rounds: 0, stakeMinor: 0, payoutMinor: 0 });
  return { day, ...figuresOf(total.rounds, total.stakeMinor, total.payoutMinor), byType };
}

/** A profit page as the platform answers it: totals of every day given, overall and per type, the page cut from them. */
export function profitPageOf(all: ProfitDay[], pageNo = 1, pageSize = 20): ProfitRecordPage {
  const types = new Map<ProfitByType['gameType'], [number, number, number]>();
  for (const figures of all.flatMap((day) => day.byType)) {
    const [rounds, stake, payout] = types.get(figures.gameType) ?? [0, 0, 0];
    types.set(figures.gameType, [rounds + figures.rounds, stake + figures.stakeMinor, payout + figures.payoutMinor]);
  }
  const sum = (pick: (day: ProfitDay) => number) => all.reduce((total, day) => total + pick(day), 0);
  return {
    days: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    summary: figuresOf(sum((day) => day.rounds), sum((day) => day.stakeMinor), sum((day) => day.payoutMinor)),
    byType: [...types].map(([gameType, figures]) => ({ gameType, ...figuresOf(...figures) })),
    pageNo,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
    currency: BDT,
    timeZone: ZONE,
  };
}

export function bonusPageOf(all: AccountMovement[], pageNo = 1, pageSize = 20): BonusRecordPage {
  return {
    rows: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    summary: { credits: all.length, amountMinor: all.reduce((sum, row) => sum + row.amountMinor, 0) },
    pageNo,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
    currency: BDT,
    timeZone: ZONE,
  };
}
