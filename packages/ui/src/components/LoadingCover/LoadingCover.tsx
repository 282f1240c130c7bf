import { MODAL_FADE_MS } from '@croupier/domain';
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
}

/** Blocks the page or a panel while it loads, fading in and out over MODAL_FADE_MS. */
export function LoadingCover({ visible, label, fullScreen = true }: LoadingCoverProps) {
  const { t } = useUiText();
  const { mounted, closing } = usePresence(visible, MODAL_FADE_MS);
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
