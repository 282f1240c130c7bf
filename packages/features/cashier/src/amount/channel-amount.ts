import { readTypedAmount, type MinorUnits } from '@croupier/domain';

/** Why a typed amount cannot be sent through a channel; each has a message of its own in the cashier dictionary. */
export type ChannelAmountProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'belowMin' | 'aboveMax' | 'overToday';
/** A withdrawal's amount can also be more than the main wallet holds. */
export type WithdrawAmountProblem = ChannelAmountProblem | 'overBalance';

export type ChannelAmountCheck = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: ChannelAmountProblem };
export type WithdrawAmountCheck = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: WithdrawAmountProblem };

/** The limits every cashier channel has, deposit or withdrawal, in minor units. */
export interface ChannelLimits {
  minMinor: number;
  maxMinor: number;
  remainingTodayMinor: number;
}

/**
 * An amount typed in major units, as minor units at the currency's `scale` (domain's reading), checked
 * against the channel's limits in the order the server checks them: its minimum, its maximum, then
 * what is left of today's limit. An amount beyond a safe integer is above any channel's maximum.
 */
export function checkChannelAmount(typed: string, scale: number, limits: ChannelLimits): ChannelAmountCheck {
  const read = readTypedAmount(typed, scale);
  if (!read.ok) return { ok: false, problem: read.problem === 'tooLarge' ? 'aboveMax' : read.problem };
  if (read.amountMinor < limits.minMinor) return { ok: false, problem: 'belowMin' };
  if (read.amountMinor > limits.maxMinor) return { ok: false, problem: 'aboveMax' };
  if (read.amountMinor > limits.remainingTodayMinor) return { ok: false, problem: 'overToday' };
  return read;
}

/**
 * A withdrawal's amount: the channel's limits as for a deposit, then the main wallet, which the server
 * looks at last (the ledger's own balance check when the money is held).
 */
export function checkWithdrawAmount(typed: string, scale: number, limits: ChannelLimits, availableMinor: number): WithdrawAmountCheck {
  const checked = checkChannelAmount(typed, scale, limits);
  if (checked.ok && checked.amountMinor > availableMinor) return { ok: false, problem: 'overBalance' };
  return checked;
}

/** True when not even the channel's smallest amount fits in what is left of today's limit. */
export function channelSpentToday(limits: ChannelLimits): boolean {
  return limits.remainingTodayMinor < limits.minMinor;
}
