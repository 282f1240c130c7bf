import { describe, expect, it } from 'vitest';
import { crashMultiplierAt } from '@croupier/domain';
import { backingSize, chartRange, drawCrashFrame, elapsedAtMultiplier, multiplierGrid, type CrashFrame } from './crash-chart';

/** A 2D context that records what was drawn, for jsdom, which has no canvas of its own. */
function recordingContext() {
  const calls: { name: string; args: unknown[] }[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
      if (name === 'measureText') return { width: 20 };
      return name === 'createLinearGradient' ? { addColorStop: () => undefined } : undefined;
    };
  const context = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) => (key in target ? target[key] : record(key)),
    set: (target, key: string, value) => {
      target[key] = value;
      calls.push({ name: `set ${key}`, args: [value] });
      return true;
    },
  });
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

const COLOURS = { line: '#f2c14e', crashed: '#ef5350', grid: '#2c3344', label: '#9aa5b5', own: '#66bb6a', others: '#4d8af0' };
const LABELS = { multiplier: (hundredths: number) => `${hundredths / 100}x`, seconds: (seconds: number) => `${seconds}s`, font: '12px sans-serif' };
const SIZE = { widthCss: 600, heightCss: 375 };

function frame(overrides: Partial<CrashFrame>): CrashFrame {
  return { phase: 'running', elapsedMs: 12_000, multiplierHundredths: crashMultiplierAt(12_000), countdownShare: 0, cashOuts: [], ...overrides };
}

describe('the Crash chart', () => {
  it('finds the time a multiplier is reached on the curve', () => {
    for (const hundredths of [150, 200, 1_000, 10_000]) expect(crashMultiplierAt(Math.ceil(elapsedAtMultiplier(hundredths)))).toBe(hundredths);
    expect(elapsedAtMultiplier(100)).toBe(0);
  });

  it('grows its ranges with the round and keeps room above the head', () => {
    expect(chartRange(0, 100)).toEqual({ spanMs: 10_000, topHundredths: 200 });
    const later = chartRange(60_000, 3_600);
    expect(later.spanMs).toBeGreaterThan(60_000);
    expect(later.topHundredths).toBeGreaterThan(3_600);
  });

  it('draws at most five multiplier lines from 1x, at round steps', () => {
    expect(multiplierGrid(200)).toEqual([100, 125, 150, 175, 200]);
    expect(multiplierGrid(5_000)).toEqual([100, 2_000, 4_000]);
    expect(multiplierGrid(460)).toEqual([100, 200, 300, 400]);
    for (const top of [130, 460, 9_999, 123_456]) expect(multiplierGrid(top).length).toBeLessThanOrEqual(5);
  });

  it('sizes its backing store by the screen density, so the curve is sharp', () => {
    expect(backingSize(SIZE, 2)).toEqual({ width: 1_200, height: 750 });
    expect(backingSize({ widthCss: 333.5, heightCss: 208.4 }, 1.5)).toEqual({ width: 500, height: 313 });
    expect(backingSize(SIZE, 0)).toEqual({ width: 600, height: 375 });
  });

  it('draws the running curve in the line colour up to its head, and the players who cashed out on it', () => {
    const { context, calls } = recordingContext();
    drawCrashFrame(context, SIZE, frame({ cashOuts: [{ hundredths: 150, own: true }, { hundredths: 9_000, own: false }] }), COLOURS, LABELS);
    expect(calls.filter((call) => call.name === 'set strokeStyle').map((call) => call.args[0])).toContain(COLOURS.line);
    const labels = calls.filter((call) => call.name === 'fillText').map((call) => call.args[0]);
    expect(labels).toEqual(expect.arrayContaining(['1x', '2x', '0s']));
    // One dot for the cash-out reached (the one above the head is not drawn yet), one for the head.
    expect(calls.filter((call) => call.name === 'arc')).toHaveLength(2);
    expect(calls.filter((call) => call.name === 'set fillStyle').map((call) => call.args[0])).toContain(COLOURS.own);
  });

  it('draws a crashed round in the crash colour, and only the countdown bar while bets are taken', () => {
    const crashed = recordingContext();
    drawCrashFrame(crashed.context, SIZE, frame({ phase: 'crashed', multiplierHundredths: 250, elapsedMs: elapsedAtMultiplier(250) }), COLOURS, LABELS);
    expect(crashed.calls.filter((call) => call.name === 'set strokeStyle').map((call) => call.args[0])).toContain(COLOURS.crashed);
    const betting = recordingContext();
    drawCrashFrame(betting.context, SIZE, frame({ phase: 'betting', elapsedMs: 0, multiplierHundredths: 100, countdownShare: 0.5 }), COLOURS, LABELS);
    const bars = betting.calls.filter((call) => call.name === 'roundRect').map((call) => call.args[2]);
    expect(bars).toEqual([260, 130]);
    expect(betting.calls.some((call) => call.name === 'arc')).toBe(false);
  });
});
