import { MODAL_FADE_MS } from '@croupier/domain';
import { useEffect, useState } from 'react';
import { usePresence } from '../../hooks/usePresence';
import { useUiText } from '../../i18n/useUiText';
import { Spinner } from '../Spinner';
import { Cover, CoverCard } from './LoadingCover.styles';

export interface LoadingCoverProps {
  visible: boolean;
  /** What is loading; defaults to the word "Loading". */
  label?: string;
  /** Cover the whole window (route changes) or only the nearest positioned parent (a panel). */
  fullScreen?: boolean;
  /**
   * Show only when the wait lasts this long: a cover that flashes up for a quick answer is noise, and
   * on a page's start it moved with the page being laid out under it (a layout shift).
   */
  delayMs?: number;
}

/** `visible`, once it has stayed true for `delayMs`; false again at once when it turns false. */
function useDelayed(visible: boolean, delayMs: number): boolean {
  const [waited, setWaited] = useState(delayMs <= 0);
  useEffect(() => {
    if (!visible || delayMs <= 0) {
      setWaited(delayMs <= 0);
      return;
    }
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [visible, delayMs]);
  return visible && waited;
}

/** Blocks the page or a panel while it loads, fading in and out over MODAL_FADE_MS. */
export function LoadingCover({ visible, label, fullScreen = true, delayMs = 0 }: LoadingCoverProps) {
  const { t } = useUiText();
  const { mounted, closing } = usePresence(useDelayed(visible, delayMs), MODAL_FADE_MS);
  if (!mounted) return null;
  const text = label ?? t('loading');
  return (
    <Cover $fullScreen={fullScreen} $closing={closing} aria-busy="true">
      <CoverCard role="status">
        <Spinner size="large" decorative />
        <span>{text}</span>
      </CoverCard>
    </Cover>
  );
}
