import { describe, expect, it } from 'vitest';
import { lighthouseFigures, medianFigures } from './lighthouse-figures';

const report = (score: number | null, lcpMs?: number) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': lcpMs === undefined ? undefined : { numericValue: lcpMs },
    'cumulative-layout-shift': { numericValue: 0.02 },
    'total-blocking-time': { numericValue: 310 },
    'first-contentful-paint': { numericValue: 1800 },
    'total-byte-weight': { numericValue: 420_000 },
  },
  environment: { benchmarkIndex: 1_480 },
});

describe('lighthouseFigures', () => {
  it('reads the score as 0-100 and the metrics from their audits', () => {
    expect(lighthouseFigures(report(0.874, 2500))).toEqual({ score: 87, lcpMs: 2500, cls: 0.02, tbtMs: 310, fcpMs: 1800, transferBytes: 420_000, benchmarkIndex: 1_480 });
  });

  it('keeps a metric Lighthouse could not measure apart from a perfect one', () => {
    const figures = lighthouseFigures(report(null));
    expect(figures.score).toBeNaN();
    expect(figures.lcpMs).toBeNaN();
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median over the runs that measured it', () => {
    const runs = [report(0.5, 7000), report(0.7, 5000), report(0.6)].map(lighthouseFigures);
    expect(medianFigures(runs)).toMatchObject({ score: 60, lcpMs: 6000, tbtMs: 310 });
  });
});
