import { useTranslation } from 'react-i18next';
import { crashMultiplierAt } from '@croupier/contract';
import { formatInteger } from '@croupier/i18n';
import { BigFigure, Message, Note } from '../parts/page.styles';
import { formatCrashHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import type { CrashView } from './crash-view';
import { useNow } from './use-now';

/** How often the countdown and the curve are drawn between the feed's ticks. */
const DRAW_EVERY_MS = 100;

/** The round as it stands: countdown while betting, the rising multiplier, then where it crashed. */
export function CrashBoard({ view }: { view: CrashView }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const round = view.round;
  const now = useNow(DRAW_EVERY_MS, round !== null && round.phase !== 'crashed') + view.clockOffsetMs;
  if (!round) return <Note data-testid="crash-waiting">{t('crash.waiting')}</Note>;
  if (round.phase === 'betting') {
    const seconds = Math.max(0, Math.ceil((round.startsAtMs - now) / 1_000));
    return (
      <BigFigure data-testid="crash-phase" data-phase="betting" data-round-id={round.roundId}>
        {t('crash.betting', { seconds: formatInteger(seconds, language) })}
      </BigFigure>
    );
  }
  if (round.phase === 'running') {
    // Drawn from the curve between ticks, never below the last tick the server sent.
    const hundredths = Math.max(round.multiplierHundredths, crashMultiplierAt(now - round.startsAtMs));
    return (
      <BigFigure data-testid="crash-phase" data-phase="running" data-round-id={round.roundId} data-multiplier-hundredths={hundredths}>
        {formatCrashHundredths(hundredths, language)}
      </BigFigure>
    );
  }
  return (
    <div>
      <BigFigure $tone="loss" data-testid="crash-phase" data-phase="crashed" data-round-id={round.roundId} data-crash-point={round.crashPointHundredths ?? ''}>
        {formatCrashHundredths(round.crashPointHundredths ?? round.multiplierHundredths, language)}
      </BigFigure>
      <Message $tone="info">{t('crash.crashed', { point: formatCrashHundredths(round.crashPointHundredths ?? round.multiplierHundredths, language) })}</Message>
    </div>
  );
}
