import type { Brand } from '@croupier/brand-config';
import type { RebateReport, RebateReportDay, RebateSettings, RebateSettingsInput } from '@croupier/contract';
import { GAME_TYPES, REBATE_CLAIM_DAYS, REBATE_DAILY_CAP_MAJOR_MAX, shiftDay, type GameType, type OperatorRole } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { recordAudit, requireBrandAccess, type OperatorContext } from '../backoffice-operators';
import type { BrandDirectory } from '../brands';
import { minorUnitsOf, toApiMinor } from '../ledger';
import { selectReportRows } from './payout-repository';
import { selectRebateSettings, updateRebateSettings, type StoredRebateSettings } from './settings-repository';

/**
 * The console's calls (decision 0044): a brand's rates, cap and pay hour, read by every role and
 * changed by supervisors and admins with an audit entry in the change's transaction, and the daily
 * report of what was paid. A brand the operator does not work on is FORBIDDEN, as for the audit log.
 */

/** Who may change what a brand pays: the roles that already decide money beyond one request. */
const SETTINGS_ROLES: readonly OperatorRole[] = ['SUPERVISOR', 'ADMIN'];
export const REBATE_SETTINGS_AUDIT_ACTION = 'rebate.settings';

function brandOf(brands: BrandDirectory, context: OperatorContext, merchantCode: string): Brand {
  requireBrandAccess(context, merchantCode);
  const brand = brands.all.find((each) => each.merchantCode === merchantCode);
  if (!brand) throw new ApiError('NOT_FOUND', `No brand has the merchant code ${merchantCode}`);
  return brand;
}

async function storedSettings(db: Queryable, brand: Brand, forUpdate = false): Promise<StoredRebateSettings> {
  const settings = await selectRebateSettings(db, brand.merchantCode, { forUpdate });
  if (!settings) throw new ApiError('INTERNAL', `rebates: ${brand.merchantCode} has no rebate settings; they are written at start`);
  return settings;
}

function settingsView(brand: Brand, settings: StoredRebateSettings): RebateSettings {
  return {
    merchantCode: brand.merchantCode,
    mode: brand.features.manualRebate ? 'MANUAL' : 'AUTO',
    timeZone: brand.timeZone,
    rates: GAME_TYPES.map((gameType) => ({ gameType, ratePpm: settings.rates[gameType] })),
    dailyCapMinor: toApiMinor(settings.dailyCapMinor),
    payHour: settings.payHour,
    claimDays: REBATE_CLAIM_DAYS,
    updatedAt: isoAt(settings.updatedAtMs),
  };
}

/**
 * What the audit log keeps of a change: the fields that changed, as they were and as they became (the
 * cap in minor units, the rates in millionths by game type), so an entry reads as the change it was.
 */
function auditChange(before: StoredRebateSettings, after: StoredRebateSettings): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  if (before.dailyCapMinor !== after.dailyCapMinor) {
    was.dailyCapMinor = before.dailyCapMinor.toString();
    now.dailyCapMinor = after.dailyCapMinor.toString();
  }
  if (before.payHour !== after.payHour) {
    was.payHour = before.payHour;
    now.payHour = after.payHour;
  }
  const changed = GAME_TYPES.filter((type) => before.rates[type] !== after.rates[type]);
  if (changed.length > 0) {
    was.ratesPpm = Object.fromEntries(changed.map((type) => [type, before.rates[type]]));
    now.ratesPpm = Object.fromEntries(changed.map((type) => [type, after.rates[type]]));
  }
  return { before: was, after: now };
}

export async function readRebateSettings(db: Queryable, brands: BrandDirectory, context: OperatorContext, merchantCode: string): Promise<RebateSettings> {
  const brand = brandOf(brands, context, merchantCode);
  return settingsView(brand, await storedSettings(db, brand));
}

/** The cap must be whole units of the brand's currency, within the console's bound. */
function checkCap(brand: Brand, capMinor: number): bigint {
  const cap = BigInt(capMinor);
  const unit = minorUnitsOf(brand, 1n);
  const fields = (message: string) => [{ field: 'dailyCapMinor', message }];
  if (cap % unit !== 0n) throw new ApiError('VALIDATION_FAILED', 'The daily cap is a whole amount of the currency', fields('is a whole amount of the currency'));
  if (cap > minorUnitsOf(brand, BigInt(REBATE_DAILY_CAP_MAJOR_MAX))) {
    throw new ApiError('VALIDATION_FAILED', `The daily cap is at most ${REBATE_DAILY_CAP_MAJOR_MAX}`, fields(`is at most ${REBATE_DAILY_CAP_MAJOR_MAX}`));
  }
  return cap;
}

/**
 * Changes the brand's rates, cap and pay hour, from the next day paid on: the run pays each day at the
 * settings in force when it pays it, and a member's claim at those in force when they claim. Sending
 * the settings as they are changes nothing and writes no audit entry.
 */
export async function changeRebateSettings(db: Database, brands: BrandDirectory, context: OperatorContext, input: RebateSettingsInput, nowMs: number): Promise<RebateSettings> {
  const brand = brandOf(brands, context, input.merchantCode);
  if (!SETTINGS_ROLES.includes(context.operator.role)) {
    throw new ApiError('FORBIDDEN', `Changing rebate rates needs the role ${SETTINGS_ROLES.join(' or ')}; ${context.operator.username} is ${context.operator.role}`);
  }
  const dailyCapMinor = checkCap(brand, input.dailyCapMinor);
  const rates = Object.fromEntries(input.rates.map((rate) => [rate.gameType, rate.ratePpm])) as Record<GameType, number>;
  return db.transaction(async (tx) => {
    const before = await storedSettings(tx, brand, true);
    const unchanged = before.dailyCapMinor === dailyCapMinor && before.payHour === input.payHour && GAME_TYPES.every((type) => before.rates[type] === rates[type]);
    if (unchanged) return settingsView(brand, before);
    await updateRebateSettings(tx, brand.merchantCode, { dailyCapMinor, payHour: input.payHour, rates }, nowMs);
    const after = await storedSettings(tx, brand);
    const change = auditChange(before, after);
    await recordAudit(
      tx,
      {
        operatorId: context.operator.id,
        action: REBATE_SETTINGS_AUDIT_ACTION,
        merchantCode: brand.merchantCode,
        subject: `rebate-settings:${brand.merchantCode}`,
        before: change.before,
        after: change.after,
        reason: null,
      },
      nowMs,
    );
    return settingsView(brand, after);
  });
}

/** What was paid for each day of the range, newest first; days with no payout show as nothing paid. */
export async function rebateReport(db: Queryable, brands: BrandDirectory, context: OperatorContext, query: { merchantCode: string; from: string; to: string }): Promise<RebateReport> {
  const brand = brandOf(brands, context, query.merchantCode);
  const rows = await selectReportRows(db, brand.merchantCode, query.from, query.to);
  const byDay = new Map(rows.days.map((row) => [row.day, row]));
  const days: RebateReportDay[] = [];
  for (let day = query.to; day >= query.from; day = shiftDay(day, -1)) {
    const row = byDay.get(day);
    const finishedAt = rows.autoRuns.get(day);
    days.push({
      day,
      paidByRunAt: finishedAt === undefined ? null : isoAt(finishedAt),
      members: row?.members ?? 0,
      validBetMinor: toApiMinor(row?.validBetMinor ?? 0n),
      rebateMinor: toApiMinor(row?.rebateMinor ?? 0n),
      amountMinor: toApiMinor(row?.amountMinor ?? 0n),
      cappedMembers: row?.cappedMembers ?? 0,
      byType: GAME_TYPES.flatMap((gameType) => {
        const type = rows.types.find((each) => each.day === day && each.gameType === gameType);
        return type ? [{ gameType, members: type.members, validBetMinor: toApiMinor(type.validBetMinor), rebateMinor: toApiMinor(type.rebateMinor) }] : [];
      }),
    });
  }
  const sum = (pick: (row: (typeof rows.days)[number]) => bigint) => rows.days.reduce((total, row) => total + pick(row), 0n);
  return {
    merchantCode: brand.merchantCode,
    mode: brand.features.manualRebate ? 'MANUAL' : 'AUTO',
    currency: { code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale },
    timeZone: brand.timeZone,
    days,
    totals: { members: rows.days.reduce((total, row) => total + row.members, 0), amountMinor: toApiMinor(sum((row) => row.amountMinor)), validBetMinor: toApiMinor(sum((row) => row.validBetMinor)) },
  };
}

