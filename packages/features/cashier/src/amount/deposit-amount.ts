import type { DepositChannelView } from '@croupier/contract';
import { readTypedAmount, type MinorUnits } from '@croupier/domain';

/** Why a typed deposit amount cannot be sent; each has a message of its own in the cashier dictionary. */
export type DepositAmountProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'belowMin' | 'aboveMax' | 'overToday';

export type DepositAmountCheck = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: DepositAmountProblem };

export type ChannelLimits = Pick<DepositChannelView, 'minMinor' | 'maxMinor' | 'remainingTodayMinor'>;

/**
 * An amount typed in major units, as minor units at the currency's `scale` (domain's reading), checked
 * against the channel's limits in the order the server checks them: its minimum, its maximum, then
 * what is left of today's limit. An amount beyond a safe integer is above any channel's maximum.
 */
export function checkDepositAmount(typed: string, scale: number, limits: ChannelLimits): DepositAmountCheck {
  const read = readTypedAmount(typed, scale);
  if (!read.ok) return { ok: false, problem: read.problem === 'tooLarge' ? 'aboveMax' : read.problem };
  if (read.amountMinor < limits.minMinor) return { ok: false, problem: 'belowMin' };
  if (read.amountMinor > limits.maxMinor) return { ok: false, problem: 'aboveMax' };
  if (read.amountMinor > limits.remainingTodayMinor) return { ok: false, problem: 'overToday' };
  return read;
}

/** True when not even the channel's smallest deposit fits in what is left of today's limit. */
export function channelSpentToday(limits: ChannelLimits): boolean {
  return limits.remainingTodayMinor < limits.minMinor;
}
