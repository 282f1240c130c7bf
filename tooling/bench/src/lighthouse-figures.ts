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
  /**
   * Lighthouse's measure of the host's CPU in this run (its "CPU/Memory Power"; a mid-tier phone is
   * about 125 to 800, a high-end desktop 1,500 to 2,000). The 4x slowdown is relative to the host, so a
   * host at half its usual index doubles every main-thread figure of the page: the same build's score
   * is only comparable between runs with a like index.
   */
  benchmarkIndex: number;
}

/** The part of a Lighthouse result (LHR) the figures come from. */
export interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
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
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]).filter((value) => !Number.isNaN(value)));
  return { score: of('score'), lcpMs: of('lcpMs'), cls: of('cls'), tbtMs: of('tbtMs'), fcpMs: of('fcpMs'), transferBytes: of('transferBytes'), benchmarkIndex: of('benchmarkIndex') };
}
