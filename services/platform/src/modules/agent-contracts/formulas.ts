import type { ThresholdCheck } from '@croupier/contract';
import { contractAmountMinor, type ContractKind, type NothingDueReason } from '@croupier/domain';

/**
 * What one period of one contract pays, from the team's figures and the contract's terms
 * (docs/decisions/0022-agent-portal.md, "Contracts"). Pure, so every rule is tested without a database:
 * salary kinds pay `rate × valid bet`, a dividend `rate × net loss` (nothing when the team won), each
 * rounded down to whole minor units; every threshold the contract sets must hold.
 */

export interface ContractRule {
  kind: ContractKind;
  ratePpm: number;
  minValidBetMinor: bigint | null;
  minProfitLossMinor: bigint | null;
  minActiveMembers: number | null;
  minBetAmountMinor: bigint | null;
}

/** The team's play in the part of the period the contract covered. */
export interface TeamFigures {
  /** stakes of rounds settled in the period, rolled-back stakes left out */
  validBetMinor: bigint;
  /** stakes minus payouts of those rounds: positive when the team lost */
  netLossMinor: bigint;
  /** members of the team with a settled round in the period */
  activeMembers: number;
  /** SALARY: the lowest valid bet of a day of the period (0 for a day without play); HOURLY: the hour's */
  lowestBetMinor: bigint;
}

export interface SettlementOutcome {
  baseMinor: bigint;
  checks: ThresholdCheck[];
  amountMinor: bigint;
  /** millionths of a minor unit that rounding down left unpaid */
  remainderMicroMinor: number;
  /** null when there is something to pay */
  nothingDue: NothingDueReason | null;
}

export const NO_PLAY: TeamFigures = { validBetMinor: 0n, netLossMinor: 0n, activeMembers: 0, lowestBetMinor: 0n };

/** What the rate applies to: the valid bet for salary kinds, the net loss when positive for a dividend. */
export function baseOf(kind: ContractKind, figures: TeamFigures): bigint {
  if (kind !== 'DIVIDEND') return figures.validBetMinor;
  return figures.netLossMinor > 0n ? figures.netLossMinor : 0n;
}

/** The thresholds the contract sets, each checked against the period's figures. */
export function thresholdChecks(rule: ContractRule, figures: TeamFigures): ThresholdCheck[] {
  const checks: ThresholdCheck[] = [];
  const add = (threshold: ThresholdCheck['threshold'], required: bigint | number, actual: bigint | number) => {
    checks.push({ threshold, required: Number(required), actual: Number(actual), met: BigInt(actual) >= BigInt(required) });
  };
  if (rule.minValidBetMinor !== null) add('MIN_VALID_BET', rule.minValidBetMinor, figures.validBetMinor);
  if (rule.minProfitLossMinor !== null && rule.kind === 'DIVIDEND') add('MIN_PROFIT_LOSS', rule.minProfitLossMinor, figures.netLossMinor);
  if (rule.minActiveMembers !== null) add('MIN_ACTIVE_MEMBERS', rule.minActiveMembers, figures.activeMembers);
  if (rule.minBetAmountMinor !== null && (rule.kind === 'SALARY' || rule.kind === 'HOURLY')) add('MIN_BET_AMOUNT', rule.minBetAmountMinor, figures.lowestBetMinor);
  return checks;
}

export function settle(rule: ContractRule, figures: TeamFigures): SettlementOutcome {
  const baseMinor = baseOf(rule.kind, figures);
  const checks = thresholdChecks(rule, figures);
  const nothing = (nothingDue: NothingDueReason, remainderMicroMinor = 0): SettlementOutcome => ({ baseMinor, checks, amountMinor: 0n, remainderMicroMinor, nothingDue });
  if (checks.some((check) => !check.met)) return nothing('THRESHOLD_NOT_MET');
  if (baseMinor <= 0n) return nothing('NO_BASE');
  const { amountMinor, remainderMicroMinor } = contractAmountMinor(baseMinor, rule.ratePpm);
  if (amountMinor === 0n) return nothing('BELOW_ONE_UNIT', remainderMicroMinor);
  return { baseMinor, checks, amountMinor, remainderMicroMinor, nothingDue: null };
}
