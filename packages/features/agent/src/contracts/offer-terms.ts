import { PERIODIC_CONTRACT_KINDS, readTypedAmount, type ContractKind, type ContractPeriod, type TypedAmountProblem } from '@croupier/domain';
import { readRatePercent, type RateProblem } from './rate';

/** What the offer form holds, as typed. */
export interface OfferDraft {
  downlineUsername: string;
  kind: ContractKind;
  period: ContractPeriod;
  ratePercent: string;
  minValidBet: string;
  minProfitLoss: string;
  minActiveMembers: string;
  minBetAmount: string;
}

export type OfferField = keyof OfferDraft;

/** The terms as offerContract takes them. */
export interface OfferTerms {
  downlineUsername: string;
  kind: ContractKind;
  period?: ContractPeriod;
  ratePpm: number;
  minValidBetMinor?: number;
  minProfitLossMinor?: number;
  minActiveMembers?: number;
  minBetAmountMinor?: number;
}

export type OfferProblem = { field: OfferField; problem: RateProblem | TypedAmountProblem | 'usernameEmpty' };

export function takesPeriod(kind: ContractKind): boolean {
  return (PERIODIC_CONTRACT_KINDS as readonly ContractKind[]).includes(kind);
}

/** The thresholds a kind takes (SPEC §3): profit and loss for dividends, the daily or hourly bet for salaries by day and hour. */
export function thresholdFieldsOf(kind: ContractKind): readonly OfferField[] {
  return ['minValidBet', ...(kind === 'DIVIDEND' ? (['minProfitLoss'] as const) : []), 'minActiveMembers', ...(kind === 'SALARY' || kind === 'HOURLY' ? (['minBetAmount'] as const) : [])];
}

/** An optional figure: empty is none; anything typed must read as a positive whole number of units. */
function optionalFigure(typed: string, scale: number): { ok: true; value: number | undefined } | { ok: false; problem: TypedAmountProblem } {
  if (typed.trim() === '') return { ok: true, value: undefined };
  const read = readTypedAmount(typed, scale);
  return read.ok ? { ok: true, value: read.amountMinor } : read;
}

/**
 * The draft read into terms, or every problem found: the rate in percent up to the agent's own, the
 * money thresholds at the currency's scale, the member count whole. Fields the kind does not take
 * are left out, whatever they hold.
 */
export function readOffer(draft: OfferDraft, options: { maxRatePpm: number; currencyScale: number }): { ok: true; terms: OfferTerms } | { ok: false; problems: OfferProblem[] } {
  const problems: OfferProblem[] = [];
  const terms: OfferTerms = { downlineUsername: draft.downlineUsername.trim(), kind: draft.kind, ratePpm: 0 };
  if (terms.downlineUsername === '') problems.push({ field: 'downlineUsername', problem: 'usernameEmpty' });
  if (takesPeriod(draft.kind)) terms.period = draft.period;
  const rate = readRatePercent(draft.ratePercent, options.maxRatePpm);
  if (rate.ok) terms.ratePpm = rate.ratePpm;
  else problems.push({ field: 'ratePercent', problem: rate.problem });
  const fields = thresholdFieldsOf(draft.kind);
  const money = [
    ['minValidBet', 'minValidBetMinor'],
    ['minProfitLoss', 'minProfitLossMinor'],
    ['minBetAmount', 'minBetAmountMinor'],
  ] as const;
  for (const [field, key] of money) {
    if (!fields.includes(field)) continue;
    const read = optionalFigure(draft[field], options.currencyScale);
    if (!read.ok) problems.push({ field, problem: read.problem });
    else if (read.value !== undefined) terms[key] = read.value;
  }
  const members = optionalFigure(draft.minActiveMembers, 0);
  if (!members.ok) problems.push({ field: 'minActiveMembers', problem: members.problem });
  else if (members.value !== undefined) terms.minActiveMembers = members.value;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, terms };
}
