import { CRASH_GROWTH_PER_MS, CRASH_MULTIPLIER_SCALE, type CrashPhase } from '@croupier/domain';

// The Crash chart as plain drawing on a 2D canvas: no React, no DOM reads, so a frame costs only the
// drawing and the page can draw one every animation frame.

/** What one frame shows. Times are the server's, multipliers hundredths. */
export interface CrashFrame {
  phase: CrashPhase;
  /** running: time since the round started; crashed: when the curve met the point */
  elapsedMs: number;
  multiplierHundredths: number;
  /** betting: the share of the betting time left, 1 → 0 */
  countdownShare: number;
  /** the players cashed out so far, drawn where they left the curve */
  cashOuts: readonly { hundredths: number; own: boolean }[];
}

export interface ChartColours {
  line: string;
  crashed: string;
  grid: string;
  label: string;
  own: string;
  others: string;
}

export interface ChartLabels {
  multiplier: (hundredths: number) => string;
  seconds: (seconds: number) => string;
  font: string;
}

export interface ChartSize {
  widthCss: number;
  heightCss: number;
}

/** The curve is shown over at least this much time and up to at least this multiplier, so it starts flat and bends up. */
const MIN_SPAN_MS = 10_000;
const MIN_TOP_HUNDREDTHS = 200;
const PADDING = { top: 18, right: 18, bottom: 26, left: 52 };
const MULTIPLIER_STEPS = [10, 20, 25, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];
const SECOND_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300];
const MAX_GRID_LINES = 4;

/** Time on the curve at which it reaches a multiplier: the inverse of crashMultiplierAt. */
export function elapsedAtMultiplier(hundredths: number): number {
  if (hundredths <= CRASH_MULTIPLIER_SCALE) return 0;
  return Math.log(hundredths / CRASH_MULTIPLIER_SCALE) / CRASH_GROWTH_PER_MS;
}

/** The chart's ranges: time from 0 to `spanMs`, multiplier from 1x to `topHundredths`, with some room above the head. */
export function chartRange(elapsedMs: number, multiplierHundredths: number): { spanMs: number; topHundredths: number } {
  const spanMs = Math.max(MIN_SPAN_MS, elapsedMs * 1.15);
  const headroom = CRASH_MULTIPLIER_SCALE + (multiplierHundredths - CRASH_MULTIPLIER_SCALE) * 1.25;
  return { spanMs, topHundredths: Math.max(MIN_TOP_HUNDREDTHS, headroom) };
}

/** Grid lines for the multiplier axis: 1x and multiples of the first step (in hundredths) giving at most four lines above it. */
export function multiplierGrid(topHundredths: number): number[] {
  const range = topHundredths - CRASH_MULTIPLIER_SCALE;
  const step = MULTIPLIER_STEPS.find((each) => range / each <= MAX_GRID_LINES) ?? MULTIPLIER_STEPS[MULTIPLIER_STEPS.length - 1]!;
  // 1x, then round multiples of the step, leaving out one too close to 1x for its label to fit.
  const lines = [CRASH_MULTIPLIER_SCALE];
  for (let value = Math.ceil(CRASH_MULTIPLIER_SCALE / step) * step; value <= topHundredths; value += step) {
    if (value - CRASH_MULTIPLIER_SCALE >= step / 2) lines.push(value);
  }
  return lines;
}

function secondsGrid(spanMs: number): number[] {
  const span = spanMs / 1_000;
  const step = SECOND_STEPS.find((each) => span / each <= 6) ?? 600;
  const lines: number[] = [];
  for (let value = 0; value <= span; value += step) lines.push(value);
  return lines;
}

/** The pixel size of a canvas drawn sharp at the screen's density, for a box of `size` CSS pixels. */
export function backingSize(size: ChartSize, devicePixelRatio: number): { width: number; height: number } {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  return { width: Math.max(1, Math.round(size.widthCss * ratio)), height: Math.max(1, Math.round(size.heightCss * ratio)) };
}

/** `#rgb` or `#rrggbb` with an alpha; any other colour as given (the fill is then drawn at the alpha instead). */
function withAlpha(colour: string, alpha: number): string | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) return null;
  const digits = hex[1]!.length === 3 ? [...hex[1]!].map((each) => each + each).join('') : hex[1]!;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const CURVE_SAMPLES = 96;

/** Draws one frame on a context whose transform maps CSS pixels (the caller scales by the density). */
export function drawCrashFrame(context: CanvasRenderingContext2D, size: ChartSize, frame: CrashFrame, colours: ChartColours, labels: ChartLabels): void {
  const { widthCss: width, heightCss: height } = size;
  context.clearRect(0, 0, width, height);
  const plot = { left: PADDING.left, top: PADDING.top, right: width - PADDING.right, bottom: height - PADDING.bottom };
  if (plot.right <= plot.left || plot.bottom <= plot.top) return;
  const elapsedMs = frame.phase === 'betting' ? 0 : frame.elapsedMs;
  const { spanMs, topHundredths } = chartRange(elapsedMs, frame.multiplierHundredths);
  const xOf = (ms: number) => plot.left + (ms / spanMs) * (plot.right - plot.left);
  const yOf = (hundredths: number) => plot.bottom - ((hundredths - CRASH_MULTIPLIER_SCALE) / (topHundredths - CRASH_MULTIPLIER_SCALE)) * (plot.bottom - plot.top);

  context.font = labels.font;
  context.lineWidth = 1;
  context.strokeStyle = colours.grid;
  context.fillStyle = colours.label;
  context.textBaseline = 'middle';
  context.textAlign = 'right';
  context.setLineDash([4, 6]);
  for (const value of multiplierGrid(topHundredths)) {
    const y = Math.round(yOf(value)) + 0.5;
    context.beginPath();
    context.moveTo(plot.left, y);
    context.lineTo(plot.right, y);
    context.stroke();
    context.fillText(labels.multiplier(value), plot.left - 8, y);
  }
  context.setLineDash([]);
  context.textAlign = 'center';
  context.textBaseline = 'top';
  for (const second of secondsGrid(spanMs)) {
    // A label at the right edge is drawn ending there rather than cut off.
    const text = labels.seconds(second);
    const x = xOf(second * 1_000);
    const overhang = x + context.measureText(text).width / 2 - (width - 2);
    context.fillText(text, overhang > 0 ? x - overhang : x, plot.bottom + 8);
  }

  if (frame.phase === 'betting') {
    drawCountdown(context, plot, frame.countdownShare, colours);
    return;
  }
  const colour = frame.phase === 'crashed' ? colours.crashed : colours.line;
  const points: [number, number][] = [];
  for (let index = 0; index <= CURVE_SAMPLES; index += 1) {
    const ms = (elapsedMs * index) / CURVE_SAMPLES;
    // The smooth curve, not the floored one the money follows: floored to hundredths it draws steps.
    const hundredths = index === CURVE_SAMPLES ? frame.multiplierHundredths : Math.min(CRASH_MULTIPLIER_SCALE * Math.exp(CRASH_GROWTH_PER_MS * ms), frame.multiplierHundredths);
    points.push([xOf(ms), yOf(hundredths)]);
  }
  const head = points[points.length - 1]!;

  const fillTop = withAlpha(colour, 0.35);
  const fill = context.createLinearGradient(0, plot.top, 0, plot.bottom);
  fill.addColorStop(0, fillTop ?? colour);
  fill.addColorStop(1, withAlpha(colour, 0) ?? colour);
  context.save();
  if (!fillTop) context.globalAlpha = 0.18;
  context.beginPath();
  context.moveTo(plot.left, plot.bottom);
  for (const [x, y] of points) context.lineTo(x, y);
  context.lineTo(head[0], plot.bottom);
  context.closePath();
  context.fillStyle = fill;
  context.fill();
  context.restore();

  context.beginPath();
  points.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.lineWidth = 4;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = colour;
  context.stroke();

  for (const cashOut of frame.cashOuts) {
    if (cashOut.hundredths > frame.multiplierHundredths) continue;
    context.beginPath();
    context.arc(xOf(elapsedAtMultiplier(cashOut.hundredths)), yOf(cashOut.hundredths), cashOut.own ? 6 : 4, 0, Math.PI * 2);
    context.fillStyle = cashOut.own ? colours.own : colours.others;
    context.fill();
  }

  context.beginPath();
  context.arc(head[0], head[1], 7, 0, Math.PI * 2);
  context.fillStyle = colour;
  context.fill();
}

function drawCountdown(context: CanvasRenderingContext2D, plot: { left: number; right: number; bottom: number }, share: number, colours: ChartColours): void {
  const width = Math.min(260, (plot.right - plot.left) * 0.6);
  const left = (plot.left + plot.right - width) / 2;
  const top = plot.bottom - 30;
  context.fillStyle = colours.grid;
  roundedBar(context, left, top, width, 8);
  context.fillStyle = colours.line;
  roundedBar(context, left, top, width * Math.max(0, Math.min(1, share)), 8);
}

function roundedBar(context: CanvasRenderingContext2D, left: number, top: number, width: number, height: number): void {
  if (width <= 0) return;
  context.beginPath();
  context.roundRect(left, top, width, height, height / 2);
  context.fill();
}
