import type { ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText';
import { VisuallyHidden } from '../VisuallyHidden';
import { Anchor, Mark } from './Badge.styles';

export const BADGE_MAX_COUNT = 99;

export interface BadgeProps {
  /** Unread or pending items. Nothing shows at zero. */
  count: number;
  /** Counts above this show as "99+". */
  max?: number;
  /** A plain red dot instead of the number (menu entries where the number adds nothing). */
  dot?: boolean;
  /** The element the badge sits on, at its top-right corner; without it the badge stands inline. */
  children?: ReactNode;
}

/** The red count badge of SPEC §2 on missions, messages and rewards. */
export function Badge({ count, max = BADGE_MAX_COUNT, dot = false, children }: BadgeProps) {
  const { t, formatNumber } = useUiText();
  const shown = count > 0;
  const overflow = count > max;

  const visibleText = overflow ? `${formatNumber(max)}+` : formatNumber(count);
  let spokenText = t('badge.count', { amount: formatNumber(count) });
  if (dot) spokenText = t('badge.dot');
  else if (overflow) spokenText = t('badge.overflow', { max: formatNumber(max) });

  const mark = shown ? (
    <Mark $dot={dot} $attached={children !== undefined} data-badge="">
      {!dot && <span aria-hidden="true">{visibleText}</span>}
      <VisuallyHidden>{spokenText}</VisuallyHidden>
    </Mark>
  ) : null;

  if (children === undefined) return mark;
  return (
    <Anchor>
      {children}
      {mark}
    </Anchor>
  );
}
