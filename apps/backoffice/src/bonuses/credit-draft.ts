import { BONUS_CREDIT_MAX_LIFETIME_DAYS, BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS, type BonusCreditInput } from '@croupier/contract';
import { GAME_TYPES, readTypedAmount, type GameType } from '@croupier/domain';

/**
 * The "Credit a bonus" form as the operator types it, and what the platform is sent: amounts in the
 * brand's money turned into minor units without a float, the multiplier in hundredths, every game
 * type's percent. The checks here are the contract's, said per field before anything is sent.
 */

/** Decision 0045's defaults (the bonuses module's DEFAULT_CONTRIBUTIONS): slots and in-house games in full, live and PvP a tenth. */
export const DEFAULT_CONTRIBUTION_PERCENTS: Readonly<Record<GameType, number>> = {
  RNG: 100,
  FISH: 100,
  ARCADE: 100,
  MINI: 100,
  BGS: 100,
  CRASH: 100,
  LIVE: 10,
  PVP: 10,
  LOTT: 0,
  ELOTT: 0,
  SPORTS: 0,
  ESPORTS: 0,
  COCKFIGHT: 0,
};

export type WageringBaseChoice = BonusCreditInput['wageringBase'];

export interface CreditDraft {
  amount: string;
  multiplier: string;
  base: WageringBaseChoice;
  deposit: string;
  maxBet: string;
  maxCashout: string;
  lifetimeDays: string;
  titleEn: string;
  titleBn: string;
  reason: string;
  contributions: Record<GameType, string>;
}

export function freshDraft(): CreditDraft {
  return {
    amount: '',
    multiplier: '10',
    base: 'BONUS',
    deposit: '',
    maxBet: '',
    maxCashout: '',
    lifetimeDays: '7',
    titleEn: '',
    titleBn: '',
    reason: '',
    contributions: Object.fromEntries(GAME_TYPES.map((type) => [type, String(DEFAULT_CONTRIBUTION_PERCENTS[type])])) as Record<GameType, string>,
  };
}

/** Why a field cannot be sent, as a key of the form's words; a field that is fine has none. */
export type DraftProblem =
  | 'required'
  | 'amount'
  | 'decimals'
  | 'multiplier'
  | 'days'
  | 'percent'
  | 'noneCount'
  | 'cashoutBelowBonus'
  | 'reason';

export type DraftProblems = Partial<Record<keyof CreditDraft | `contribution.${GameType}`, DraftProblem>>;

const REASON_MIN = 3;
const TITLE_MAX = 80;

/** An amount typed in the brand's money: minor units, or the problem with it. */
function minorOf(typed: string, scale: number): number | DraftProblem {
  const read = readTypedAmount(typed, scale);
  if (read.ok) return read.amountMinor;
  if (read.problem === 'empty') return 'required';
  return read.problem === 'step' ? 'decimals' : 'amount';
}

/** "10", "12.5" or "1.25" times, as hundredths; null when it is not such a number. */
export function multiplierHundredthsOf(typed: string): number | null {
  const match = /^\s*(\d{1,4})(?:\.(\d{1,2}))?\s*[x×]?\s*$/i.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function wholeOf(typed: string, min: number, max: number): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(typed)) return null;
  const value = Number(typed.trim());
  return value >= min && value <= max ? value : null;
}

export interface CheckedDraft {
  problems: DraftProblems;
  /** the body to send, once there is no problem */
  input: Omit<BonusCreditInput, 'merchantCode' | 'memberId' | 'requestId'> | null;
}

/** Every field's problem, and the input when there is none. */
export function checkDraft(draft: CreditDraft, scale: number): CheckedDraft {
  const problems: DraftProblems = {};
  const amount = minorOf(draft.amount, scale);
  if (typeof amount !== 'number') problems.amount = amount;

  const multiplier = multiplierHundredthsOf(draft.multiplier);
  if (multiplier === null || multiplier < 100 || multiplier > BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS) problems.multiplier = 'multiplier';

  let deposit = 0;
  if (draft.base === 'BONUS_AND_DEPOSIT') {
    const read = minorOf(draft.deposit, scale);
    if (typeof read === 'number') deposit = read;
    else problems.deposit = read;
  }
  const optional = (typed: string, field: 'maxBet' | 'maxCashout'): number | null => {
    if (typed.trim() === '') return null;
    const read = minorOf(typed, scale);
    if (typeof read === 'number') return read;
    problems[field] = read;
    return null;
  };
  const maxBet = optional(draft.maxBet, 'maxBet');
  const maxCashout = optional(draft.maxCashout, 'maxCashout');
  if (maxCashout !== null && typeof amount === 'number' && maxCashout < amount) problems.maxCashout = 'cashoutBelowBonus';

  const lifetimeDays = wholeOf(draft.lifetimeDays, 1, BONUS_CREDIT_MAX_LIFETIME_DAYS);
  if (lifetimeDays === null) problems.lifetimeDays = 'days';
  if (draft.titleEn.trim() === '' || draft.titleEn.trim().length > TITLE_MAX) problems.titleEn = 'required';
  if (draft.titleBn.trim() === '' || draft.titleBn.trim().length > TITLE_MAX) problems.titleBn = 'required';
  if (draft.reason.trim().length < REASON_MIN) problems.reason = 'reason';

  const contributions = GAME_TYPES.map((gameType) => {
    const percent = wholeOf(draft.contributions[gameType], 0, 100);
    if (percent === null) problems[`contribution.${gameType}`] = 'percent';
    return { gameType, percent: percent ?? 0 };
  });
  if (contributions.every((each) => each.percent === 0) && GAME_TYPES.every((type) => !problems[`contribution.${type}`])) problems.contributions = 'noneCount';

  if (Object.keys(problems).length > 0 || typeof amount !== 'number' || multiplier === null || lifetimeDays === null) return { problems, input: null };
  return {
    problems,
    input: {
      titleEn: draft.titleEn.trim(),
      titleBn: draft.titleBn.trim(),
      amountMinor: amount,
      wageringBase: draft.base,
      depositMinor: deposit,
      multiplierHundredths: multiplier,
      contributions,
      maxBetMinor: maxBet,
      maxCashoutMinor: maxCashout,
      lifetimeDays,
      reason: draft.reason.trim(),
    },
  };
}

/** What must be wagered, as the engine counts it: the multiplier times the bonus (and deposit), rounded up. */
export function requirementOf(input: { amountMinor: number; depositMinor: number; wageringBase: WageringBaseChoice; multiplierHundredths: number }): number {
  const base = BigInt(input.wageringBase === 'BONUS_AND_DEPOSIT' ? input.amountMinor + input.depositMinor : input.amountMinor);
  return Number((base * BigInt(input.multiplierHundredths) + 99n) / 100n);
}

/** A multiplier in hundredths as the operator typed it: 1000 is "10", 1250 is "12.5", 1205 is "12.05". */
export function multiplierText(multiplierHundredths: number): string {
  const whole = Math.floor(multiplierHundredths / 100);
  const cents = multiplierHundredths % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

export interface DraftPreview {
  amountMinor: number;
  depositMinor: number;
  wageringBase: WageringBaseChoice;
  multiplierHundredths: number;
  lifetimeDays: number | null;
  maxCashoutMinor: number | null;
}

/** What the requirement will be as soon as the amount and the multiplier (and a deposit, where it counts) can be read, whatever else is missing. */
export function previewOf(draft: CreditDraft, scale: number): DraftPreview | null {
  const amount = minorOf(draft.amount, scale);
  const multiplier = multiplierHundredthsOf(draft.multiplier);
  const deposit = draft.base === 'BONUS_AND_DEPOSIT' ? minorOf(draft.deposit, scale) : 0;
  if (typeof amount !== 'number' || typeof deposit !== 'number' || multiplier === null || multiplier < 100 || multiplier > BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS) return null;
  const cap = draft.maxCashout.trim() === '' ? null : minorOf(draft.maxCashout, scale);
  return {
    amountMinor: amount,
    depositMinor: deposit,
    wageringBase: draft.base,
    multiplierHundredths: multiplier,
    lifetimeDays: wholeOf(draft.lifetimeDays, 1, BONUS_CREDIT_MAX_LIFETIME_DAYS),
    maxCashoutMinor: typeof cap === 'number' ? cap : null,
  };
}
