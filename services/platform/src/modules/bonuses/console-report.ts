import type { BonusReport, BonusReportDay } from '@croupier/contract';
import type { Queryable } from '../../db/database';
import type { OperatorContext } from '../backoffice-operators';
import type { BrandDirectory } from '../brands';
import { toApiMinor } from '../ledger';
import { consoleBrand } from './console-access';

/**
 * The console's bonus report (decision 0046): per calendar day of the brand, bonuses credited and bonuses
 * ended by how they ended, with what each moved. Read from bonus_awards alone, which keeps every bonus's
 * credit and what its end moved (decision 0045): the BONUS posting's amount, the BONUS_RELEASE's part to
 * MAIN, the BONUS_REMOVAL's (or a capped release's) part back to PROMOTIONS. Money a late win brought in
 * after an end is added to that end, on its day. The ledger's tables stay its own (decision 0037).
 */

interface FigureRow {
  day: string;
  kind: 'CREDITED' | 'COMPLETED' | 'FORFEITED' | 'EXPIRED' | 'LOST';
  count: string;
  amount_minor: string;
  /** completed bonuses only: their part above the cash-out cap, back to the house */
  capped_minor: string;
}

/** One statement over the brand's bonuses begun or ended in the range, grouped by local day and kind. */
const FIGURES_SQL = `
  WITH bounds AS (
    SELECT ($2::date)::timestamp AT TIME ZONE $4 AS from_at, ($3::date + 1)::timestamp AT TIME ZONE $4 AS to_at
  )
  SELECT to_char(b.started_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day, 'CREDITED' AS kind, count(*)::text AS count,
         sum(b.amount_minor)::text AS amount_minor, '0' AS capped_minor
    FROM bonus_awards b, bounds
   WHERE b.merchant_code = $1 AND b.started_at >= bounds.from_at AND b.started_at < bounds.to_at AND ($5::text IS NULL OR b.origin = $5)
   GROUP BY 1
  UNION ALL
  SELECT to_char(b.ended_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day, b.status AS kind, count(*)::text AS count,
         sum(CASE WHEN b.status = 'COMPLETED' THEN b.released_minor ELSE b.removed_minor END)::text AS amount_minor,
         sum(CASE WHEN b.status = 'COMPLETED' THEN b.removed_minor ELSE 0 END)::text AS capped_minor
    FROM bonus_awards b, bounds
   WHERE b.merchant_code = $1 AND b.ended_at >= bounds.from_at AND b.ended_at < bounds.to_at AND ($5::text IS NULL OR b.origin = $5)
   GROUP BY 1, 2`;

type Figures = Omit<BonusReportDay, 'day'>;

const emptyFigures = (): Figures => ({
  credited: { count: 0, amountMinor: 0 },
  released: { count: 0, amountMinor: 0 },
  forfeited: { count: 0, amountMinor: 0 },
  expired: { count: 0, amountMinor: 0 },
  lost: { count: 0, amountMinor: 0 },
  cappedMinor: 0,
});

const FIELD_OF = { CREDITED: 'credited', COMPLETED: 'released', FORFEITED: 'forfeited', EXPIRED: 'expired', LOST: 'lost' } as const;

function add(figures: Figures, row: FigureRow): void {
  const field = figures[FIELD_OF[row.kind]];
  field.count += Number(row.count);
  field.amountMinor += toApiMinor(BigInt(row.amount_minor));
  figures.cappedMinor += toApiMinor(BigInt(row.capped_minor));
}

/**
 * GET /bo/bonuses/report: the days of the range that saw a bonus credited or ended, newest first, and the
 * range's totals; with `origin`, one promotion's bonuses (or the operators' credits) alone.
 */
export async function bonusReport(db: Queryable, brands: BrandDirectory, context: OperatorContext, query: { merchantCode: string; from: string; to: string; origin?: string | undefined }): Promise<BonusReport> {
  const brand = consoleBrand(brands, context, query.merchantCode);
  const { rows } = await db.query<FigureRow>(FIGURES_SQL, [brand.merchantCode, query.from, query.to, brand.timeZone, query.origin ?? null]);
  const days = new Map<string, Figures>();
  const totals = emptyFigures();
  for (const row of rows) {
    const figures = days.get(row.day) ?? emptyFigures();
    days.set(row.day, figures);
    add(figures, row);
    add(totals, row);
  }
  return {
    merchantCode: brand.merchantCode,
    currency: { code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale },
    timeZone: brand.timeZone,
    days: [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([day, figures]) => ({ day, ...figures })),
    totals,
  };
}
