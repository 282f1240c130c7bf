import type { RebateSettings, RebateSettingsInput } from '@croupier/contract';
import { GAME_TYPES, REBATE_DAILY_CAP_MAJOR_MAX, REBATE_RATE_PPM_MAX, type GameType } from '@croupier/domain';

/**
 * The rates, cap and pay hour as the operator types them: each rate a percent with at most two
 * decimals (0.40), the cap a whole amount of the brand's currency, the hour 0 to 23. Read with string
 * arithmetic, so no typed value passes through a float on its way to millionths and minor units.
 */
export interface SettingsFormValues {
  rates: Record<GameType, string>;
  dailyCap: string;
  payHour: string;
}

export type SettingsProblem = 'rateFormat' | 'rateTooHigh' | 'capFormat' | 'capTooHigh' | 'hourFormat';

export interface SettingsProblems {
  rates: Partial<Record<GameType, SettingsProblem>>;
  dailyCap?: SettingsProblem;
  payHour?: SettingsProblem;
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** A rate in millionths as the percent the form shows: 4,000 is "0.40". */
export function percentText(ratePpm: number): string {
  const hundredths = Math.round(ratePpm / 100);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A percent typed with at most two decimals, as millionths; null when it is not one. */
export function ppmOfPercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10_000 + Number(fraction.padEnd(2, '0')) * 100;
}

export function formValuesOf(settings: RebateSettings, scale: number): SettingsFormValues {
  const rates = Object.fromEntries(settings.rates.map((rate) => [rate.gameType, percentText(rate.ratePpm)])) as Record<GameType, string>;
  const unit = 10 ** scale;
  return { rates, dailyCap: String(Math.floor(settings.dailyCapMinor / unit)), payHour: String(settings.payHour) };
}

export type SettingsRead = { ok: true; input: RebateSettingsInput } | { ok: false; problems: SettingsProblems };

/** The form's values as the platform takes them, or what is wrong with each field. */
export function readSettingsForm(merchantCode: string, values: SettingsFormValues, scale: number): SettingsRead {
  const problems: SettingsProblems = { rates: {} };
  const rates: RebateSettingsInput['rates'] = [];
  for (const gameType of GAME_TYPES) {
    const ratePpm = ppmOfPercent(values.rates[gameType] ?? '');
    if (ratePpm === null) problems.rates[gameType] = 'rateFormat';
    else if (ratePpm > REBATE_RATE_PPM_MAX) problems.rates[gameType] = 'rateTooHigh';
    else rates.push({ gameType, ratePpm });
  }
  const capText = values.dailyCap.trim();
  let dailyCapMinor = 0;
  if (!/^\d{1,12}$/.test(capText) || Number(capText) === 0) problems.dailyCap = 'capFormat';
  else if (Number(capText) > REBATE_DAILY_CAP_MAJOR_MAX) problems.dailyCap = 'capTooHigh';
  else dailyCapMinor = Number(capText) * 10 ** scale;
  const hourText = values.payHour.trim();
  if (!/^\d{1,2}$/.test(hourText) || Number(hourText) > 23) problems.payHour = 'hourFormat';
  if (Object.keys(problems.rates).length > 0 || problems.dailyCap || problems.payHour) return { ok: false, problems };
  return { ok: true, input: { merchantCode, rates, dailyCapMinor, payHour: Number(hourText) } };
}
