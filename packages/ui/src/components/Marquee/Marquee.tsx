import { MegaphoneIcon } from '../../icons';
import { useUiText } from '../../i18n/useUiText';
import { VisuallyHidden } from '../VisuallyHidden';
import { Bar, Belt, Item, Lead, Run, Window } from './Marquee.styles';

export interface MarqueeProps {
  /** The notices, shown one after another. */
  items: string[];
  /** Names the line for screen readers; defaults to "Notice". */
  label?: string;
  /** Time one full pass takes; by default it grows with the text so long notices stay readable. */
  durationMs?: number;
}

/** About four characters a second past the eye, and never faster than one pass in 12 seconds. */
function readableDurationMs(items: string[]): number {
  const characters = items.reduce((sum, item) => sum + item.length, 0);
  return Math.max(12_000, characters * 250);
}

/**
 * The home notice line. The moving text is a CSS animation on two copies of the notices (so the loop
 * has no gap), hidden from screen readers, which get the full text once, still.
 */
export function Marquee({ items, label, durationMs }: MarqueeProps) {
  const { t } = useUiText();
  if (items.length === 0) return null;
  const run = items.map((item, index) => <Item key={index}>{item}</Item>);
  return (
    <Bar role="region" aria-label={label ?? t('marquee.label')}>
      <Lead aria-hidden="true">
        <MegaphoneIcon sizePx={16} />
      </Lead>
      <Window>
        <VisuallyHidden>{items.join(' — ')}</VisuallyHidden>
        <Belt $durationMs={durationMs ?? readableDurationMs(items)} aria-hidden="true" data-marquee-belt="">
          <Run>{run}</Run>
          <Run data-copy="">{run}</Run>
        </Belt>
      </Window>
    </Bar>
  );
}
