import type { AgentFigures } from '@croupier/contract';
import { toApiMinor } from '../ledger';

/** Money figures as the queries add them up: bigint minor units. */
export interface Figures {
  validBetMinor: bigint;
  payoutMinor: bigint;
  depositMinor: bigint;
  withdrawalMinor: bigint;
}

/** The columns memberFiguresSql sums, as text (bigint arrives as text), null when there was no row. */
export interface FigureColumns {
  valid_bet: string | null;
  payout: string | null;
  deposit: string | null;
  withdrawal: string | null;
}

export function figuresFrom(row: FigureColumns | undefined): Figures {
  return {
    validBetMinor: BigInt(row?.valid_bet ?? 0),
    payoutMinor: BigInt(row?.payout ?? 0),
    depositMinor: BigInt(row?.deposit ?? 0),
    withdrawalMinor: BigInt(row?.withdrawal ?? 0),
  };
}

/** The figures as the contract gives them; profit and loss is the players' side, payout minus valid bet. */
export function figuresView(figures: Figures): AgentFigures {
  return {
    validBetMinor: toApiMinor(figures.validBetMinor),
    payoutMinor: toApiMinor(figures.payoutMinor),
    profitLossMinor: toApiMinor(figures.payoutMinor - figures.validBetMinor),
    depositMinor: toApiMinor(figures.depositMinor),
    withdrawalMinor: toApiMinor(figures.withdrawalMinor),
  };
}
