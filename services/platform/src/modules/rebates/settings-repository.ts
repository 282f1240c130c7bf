import type { Brand } from '@croupier/brand-config';
import { DEFAULT_REBATE_DAILY_CAP_MAJOR, DEFAULT_REBATE_PAY_HOUR, DEFAULT_REBATE_RATES_PPM, GAME_TYPES, isGameType, shiftDay, type GameType } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import { minorUnitsOf } from '../ledger';
import { dayAt } from './brand-days';

/** A brand's rebate settings: the cap and pay hour, and every member's rate per game type (VIP level none). */
export interface StoredRebateSettings {
  merchantCode: string;
  dailyCapMinor: bigint;
  payHour: number;
  /** the first day the daily run pays or leaves to the members, and the first a member may claim */
  firstDay: string;
  updatedAtMs: number;
  rates: Record<GameType, number>;
}

/**
 * Writes the market's defaults (decision 0044: the T5 table, a cap of 16,888 in the brand's currency,
 * pay at 12:00) for each brand that has none, and a default rate for any game type a brand has no rate
 * for yet; what operators changed stays. The first day is yesterday in the brand's zone, so the first
 * run pays the day the brand first had rebates on, and no day before it.
 */
export async function seedRebateSettings(db: Queryable, brands: readonly Brand[], nowMs: number): Promise<void> {
  for (const brand of brands) {
    const firstDay = shiftDay(dayAt(brand.timeZone, nowMs), -1);
    await db.query(
      `INSERT INTO rebate_settings (merchant_code, daily_cap_minor, pay_hour, first_day, updated_at)
       VALUES ($1, $2::bigint, $3, $4::date, $5::timestamptz) ON CONFLICT (merchant_code) DO NOTHING`,
      [brand.merchantCode, minorUnitsOf(brand, BigInt(DEFAULT_REBATE_DAILY_CAP_MAJOR)).toString(), DEFAULT_REBATE_PAY_HOUR, firstDay, isoAt(nowMs)],
    );
    await db.query(
      `INSERT INTO rebate_rates (merchant_code, game_type, vip_level, rate_ppm, updated_at)
       SELECT $1, t.game_type, NULL, t.rate_ppm, $4::timestamptz FROM unnest($2::text[], $3::int[]) AS t (game_type, rate_ppm)
       ON CONFLICT (merchant_code, game_type, coalesce(vip_level, -1)) DO NOTHING`,
      [brand.merchantCode, [...GAME_TYPES], GAME_TYPES.map((type) => DEFAULT_REBATE_RATES_PPM[type]), isoAt(nowMs)],
    );
  }
}

interface SettingsRow {
  merchant_code: string;
  daily_cap_minor: string;
  pay_hour: number;
  first_day: string;
  updated_at: unknown;
}

async function selectRates(db: Queryable, merchantCode: string): Promise<Record<GameType, number>> {
  const { rows } = await db.query<{ game_type: string; rate_ppm: number }>('SELECT game_type, rate_ppm FROM rebate_rates WHERE merchant_code = $1 AND vip_level IS NULL', [merchantCode]);
  // a type with no row (none can be missing after a start) earns nothing rather than a guess
  const rates = Object.fromEntries(GAME_TYPES.map((type) => [type, 0])) as Record<GameType, number>;
  for (const row of rows) if (isGameType(row.game_type)) rates[row.game_type] = Number(row.rate_ppm);
  return rates;
}

/** The brand's settings; null before its first start wrote them. `forUpdate` locks the row until the transaction ends. */
export async function selectRebateSettings(db: Queryable, merchantCode: string, { forUpdate = false }: { forUpdate?: boolean } = {}): Promise<StoredRebateSettings | null> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT merchant_code, daily_cap_minor::text AS daily_cap_minor, pay_hour, first_day::text AS first_day, updated_at
       FROM rebate_settings WHERE merchant_code = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [merchantCode],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    merchantCode: row.merchant_code,
    dailyCapMinor: BigInt(row.daily_cap_minor),
    payHour: Number(row.pay_hour),
    firstDay: row.first_day,
    updatedAtMs: toEpochMs(row.updated_at),
    rates: await selectRates(db, merchantCode),
  };
}

export interface RebateSettingsChange {
  dailyCapMinor: bigint;
  payHour: number;
  rates: Record<GameType, number>;
}

/** Writes the cap, pay hour and every member's rates; the caller holds the settings row (selectRebateSettings forUpdate). */
export async function updateRebateSettings(tx: Queryable, merchantCode: string, change: RebateSettingsChange, nowMs: number): Promise<void> {
  await tx.query('UPDATE rebate_settings SET daily_cap_minor = $2::bigint, pay_hour = $3, updated_at = $4::timestamptz WHERE merchant_code = $1', [
    merchantCode,
    change.dailyCapMinor.toString(),
    change.payHour,
    isoAt(nowMs),
  ]);
  await tx.query(
    `INSERT INTO rebate_rates (merchant_code, game_type, vip_level, rate_ppm, updated_at)
     SELECT $1, t.game_type, NULL, t.rate_ppm, $4::timestamptz FROM unnest($2::text[], $3::int[]) AS t (game_type, rate_ppm)
     ON CONFLICT (merchant_code, game_type, coalesce(vip_level, -1))
     DO UPDATE SET rate_ppm = excluded.rate_ppm, updated_at = excluded.updated_at WHERE rebate_rates.rate_ppm <> excluded.rate_ppm`,
    [merchantCode, [...GAME_TYPES], GAME_TYPES.map((type) => change.rates[type]), isoAt(nowMs)],
  );
}
