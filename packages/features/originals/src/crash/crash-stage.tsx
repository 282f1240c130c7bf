import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { crashMultiplierAt, type Language } from '@croupier/domain';
import { formatInteger, formatMoney } from '@croupier/i18n';
import { mix, usePrefersReducedMotion, vars } from '@croupier/ui';
import { useOriginalsEnvironment } from '../environment/originals-environment';
import { formatCrashHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import { backingSize, drawCrashFrame, elapsedAtMultiplier, type ChartColours, type ChartSize, type CrashFrame } from './crash-chart';
import { formatAxisHundredths } from './crash-axis-labels';
import type { CrashView } from './crash-view';

/**
 * The stage keeps one size whatever the round does (its height follows its width only), so nothing
 * around it moves when a round starts, runs or crashes; the canvas and the figure sit on top of it.
 */
const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 10;
  min-height: 220px;
  max-height: 420px;
  overflow: hidden;
  /* What a frame changes (the figure's text) is laid out and painted inside the stage only. */
  contain: layout paint;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background:
    radial-gradient(120% 90% at 0% 100%, ${mix('colorAccent', 10)}, transparent 60%),
    ${vars.colorSurfaceRaised};
  & > canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    display: block;
  }
`;

/**
 * The figure and its two caption lines keep one place and one height in every phase: a caption not
 * used is an empty line, and the figure's line is as tall as its largest text, so nothing in the
 * stage jumps when a round starts or crashes.
 */
const Overlay = styled.div`
  position: absolute;
  inset: 0 0 26px 52px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 4px;
  pointer-events: none;
  text-align: center;
`;

const Figure = styled.p`
  --figure-size: clamp(40px, 9vw, 72px);
  height: calc(var(--figure-size) * 1.15);
  margin: 0;
  font-size: var(--figure-size);
  font-weight: 800;
  line-height: calc(var(--figure-size) * 1.15);
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.01em;
  color: ${vars.colorText};
  text-shadow: 0 2px 18px ${mix('colorBackground', 60)};
  &[data-phase='betting'] {
    font-size: clamp(20px, 4.5vw, 32px);
  }
  &[data-phase='crashed'] {
    color: ${vars.colorDanger};
  }
`;

const Caption = styled.p<{ $tone: 'muted' | 'danger' }>`
  height: 20px;
  margin: 0;
  font-size: 14px;
  font-weight: 700;
  line-height: 20px;
  white-space: nowrap;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ $tone }) => ($tone === 'danger' ? vars.colorDanger : vars.colorTextMuted)};
`;

/** The player's cash-out of this round, pinned to the chart's corner as crash games show it. */
const OwnWin = styled.p`
  position: absolute;
  top: 12px;
  right: 12px;
  margin: 0;
  padding: 6px 12px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${vars.colorSuccess};
  background: ${mix('colorSuccess', 16)};
  border: 1px solid ${mix('colorSuccess', 40)};
  pointer-events: none;
`;

/** How often the chart is redrawn when the reader asked for less motion: it steps with the feed instead of gliding. */
const REDUCED_MOTION_REDRAW_MS = 250;
/** The colours are read from the brand's custom properties again this often, so a theme switch shows without a re-render. */
const COLOUR_READ_EVERY_FRAMES = 30;
/** Betting time of a round (decision 0012): the countdown bar's full length when the feed did not say when betting opened. */
const BETTING_MS = 5_000;

function readColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: read('--color-accent', '#f2a900'),
    crashed: read('--color-danger', '#c62828'),
    grid: read('--color-border', '#d5dbe5'),
    label: read('--color-text-muted', '#5b6778'),
    own: read('--color-success', '#2e7d32'),
    others: read('--color-primary', '#1f5fd6'),
  };
}

interface Shown {
  view: CrashView;
  language: Language;
  bettingText: (seconds: number) => string;
  secondsText: (seconds: number) => string;
  reducedMotion: boolean;
}

/** The frame at `serverNowMs`: between the feed's ticks the multiplier follows the curve, never below the last tick. */
export function frameAt(view: CrashView, serverNowMs: number, glide: boolean): CrashFrame | null {
  const round = view.round;
  if (!round) return null;
  const myBetId = view.myBet?.betId;
  const cashOuts = view.bets.flatMap((bet) => (bet.status === 'won' && bet.cashOutHundredths !== null ? [{ hundredths: bet.cashOutHundredths, own: bet.betId === myBetId }] : []));
  if (round.phase === 'betting') {
    const bettingMs = round.bettingOpenedAtMs === null ? BETTING_MS : round.startsAtMs - round.bettingOpenedAtMs;
    const share = (round.startsAtMs - serverNowMs) / Math.max(1, bettingMs);
    return { phase: 'betting', elapsedMs: 0, multiplierHundredths: 100, countdownShare: share, cashOuts };
  }
  if (round.phase === 'crashed') {
    const point = round.crashPointHundredths ?? round.multiplierHundredths;
    return { phase: 'crashed', elapsedMs: elapsedAtMultiplier(point), multiplierHundredths: point, countdownShare: 0, cashOuts };
  }
  const elapsedMs = Math.max(0, serverNowMs - round.startsAtMs);
  const hundredths = glide ? Math.max(round.multiplierHundredths, crashMultiplierAt(elapsedMs)) : round.multiplierHundredths;
  return { phase: 'running', elapsedMs: glide ? elapsedMs : elapsedAtMultiplier(hundredths), multiplierHundredths: hundredths, countdownShare: 0, cashOuts };
}

/** The figure over the chart: the countdown, the rising multiplier, or the point it crashed at. */
export function figureText(frame: CrashFrame, shown: Pick<Shown, 'language' | 'bettingText'>, view: CrashView, serverNowMs: number): string {
  if (frame.phase === 'betting') return shown.bettingText(Math.max(0, Math.ceil(((view.round?.startsAtMs ?? 0) - serverNowMs) / 1_000)));
  return formatCrashHundredths(frame.multiplierHundredths, shown.language);
}

/**
 * The live round on a canvas: the multiplier's curve drawn every animation frame (the feed ticks ten
 * times a second; between ticks the curve is worked out from the clock), sharp at the screen's pixel
 * density, and the figure above it. With reduced motion asked for, it steps with the feed.
 */
export function CrashStage({ view }: { view: CrashView }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const { currency } = useOriginalsEnvironment();
  const reducedMotion = usePrefersReducedMotion();
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const figureRef = useRef<HTMLParagraphElement>(null);
  const sizeRef = useRef<ChartSize>({ widthCss: 0, heightCss: 0 });
  const shownRef = useRef<Shown | null>(null);
  shownRef.current = {
    view,
    language,
    reducedMotion,
    bettingText: (seconds) => t('crash.betting', { seconds: formatInteger(seconds, language) }),
    secondsText: (seconds) => t('crash.axisSeconds', { seconds: formatInteger(seconds, language) }),
  };
  const round = view.round;

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const canvas = canvasRef.current;
    if (!stage || !canvas) return undefined;
    const context = canvas.getContext('2d');
    let colours = readColours(stage);
    let font = `600 12px ${getComputedStyle(stage).fontFamily}`;
    let frames = 0;
    let handle = 0;
    const measure = () => {
      // The canvas's own box: the stage's border is not drawn on.
      const box = canvas.getBoundingClientRect();
      sizeRef.current = { widthCss: box.width, heightCss: box.height };
    };
    const draw = () => {
      const shown = shownRef.current;
      if (!shown) return;
      const serverNowMs = Date.now() + shown.view.clockOffsetMs;
      const frame = frameAt(shown.view, serverNowMs, !shown.reducedMotion);
      const figure = figureRef.current;
      if (frame && figure) {
        const text = figureText(frame, shown, shown.view, serverNowMs);
        // Written only when it changed: the figure is the one thing on the page a frame may touch.
        if (figure.textContent !== text) figure.textContent = text;
        const hundredths = String(frame.multiplierHundredths);
        if (figure.dataset.multiplierHundredths !== hundredths) figure.dataset.multiplierHundredths = hundredths;
      }
      if (!context || !frame) return;
      frames += 1;
      if (frames % COLOUR_READ_EVERY_FRAMES === 0) {
        colours = readColours(stage);
        font = `600 12px ${getComputedStyle(stage).fontFamily}`;
      }
      const size = sizeRef.current;
      const backing = backingSize(size, window.devicePixelRatio || 1);
      if (canvas.width !== backing.width || canvas.height !== backing.height) {
        canvas.width = backing.width;
        canvas.height = backing.height;
      }
      context.setTransform(backing.width / Math.max(1, size.widthCss), 0, 0, backing.height / Math.max(1, size.heightCss), 0, 0);
      drawCrashFrame(context, size, frame, colours, {
        font,
        multiplier: (hundredths) => formatAxisHundredths(hundredths, shown.language),
        seconds: shown.secondsText,
      });
      canvas.dataset.frames = String(frames);
    };
    measure();
    draw();
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => (measure(), draw())) : null;
    resize?.observe(canvas);
    if (reducedMotion || typeof requestAnimationFrame !== 'function') {
      const timer = setInterval(draw, REDUCED_MOTION_REDRAW_MS);
      return () => {
        clearInterval(timer);
        resize?.disconnect();
      };
    }
    const loop = () => {
      draw();
      handle = requestAnimationFrame(loop);
    };
    handle = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(handle);
      resize?.disconnect();
    };
  }, [reducedMotion]);

  return (
    <Stage ref={stageRef} data-testid="crash-stage" data-phase={round?.phase ?? 'waiting'} data-motion={reducedMotion ? 'reduced' : 'full'}>
      <canvas ref={canvasRef} data-testid="crash-canvas" aria-hidden="true" />
      <Overlay>
        {round ? (
          <>
            <Caption $tone="muted" aria-hidden={round.phase !== 'betting'}>
              {round.phase === 'betting' ? t('crash.placeYourBets') : ''}
            </Caption>
            <Figure
              ref={figureRef}
              aria-live="off"
              data-testid="crash-phase"
              data-phase={round.phase}
              data-round-id={round.roundId}
              data-crash-point={round.crashPointHundredths ?? ''}
            />
            <Caption $tone="danger" aria-hidden={round.phase !== 'crashed'}>
              {round.phase === 'crashed' ? t('crash.bust') : ''}
            </Caption>
          </>
        ) : (
          <Caption $tone="muted" data-testid="crash-waiting">
            {t('crash.waiting')}
          </Caption>
        )}
      </Overlay>
      {view.myBet?.status === 'won' && view.myBet.cashOutHundredths !== null ? (
        <OwnWin data-testid="crash-stage-own-win">
          {t('crash.youWon', { amount: formatMoney(view.myBet.payoutMinor, currency, language), multiplier: formatCrashHundredths(view.myBet.cashOutHundredths, language) })}
        </OwnWin>
      ) : null}
    </Stage>
  );
}
