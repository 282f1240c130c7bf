import { median } from './stats';

/** The figures of one Lighthouse run that the home page is judged by. */
export interface LighthouseFigures {
  /** 0-100 */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  transferBytes: number;
}

/** The part of a Lighthouse result (LHR) the figures come from. */
export interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

const AUDITS = {
  lcpMs: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbtMs: 'total-blocking-time',
  fcpMs: 'first-contentful-paint',
  transferBytes: 'total-byte-weight',
} as const;

/** A metric Lighthouse could not measure is NaN (shown as '-'), never 0, which would read as perfect. */
export function lighthouseFigures(report: LighthouseReport): LighthouseFigures {
  const metric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const score = report.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    lcpMs: metric(AUDITS.lcpMs),
    cls: metric(AUDITS.cls),
    tbtMs: metric(AUDITS.tbtMs),
    fcpMs: metric(AUDITS.fcpMs),
    transferBytes: metric(AUDITS.transferBytes),
  };
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]).filter((value) => !Number.isNaN(value)));
  return { score: of('score'), lcpMs: of('lcpMs'), cls: of('cls'), tbtMs: of('tbtMs'), fcpMs: of('fcpMs'), transferBytes: of('transferBytes') };
}
