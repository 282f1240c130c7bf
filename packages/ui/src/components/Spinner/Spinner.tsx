import { useUiText } from '../../i18n/useUiText';
import { SpinnerColour, SpinnerRing } from './Spinner.styles';

export type SpinnerSize = 'small' | 'medium' | 'large';

const SIZE_PX: Record<SpinnerSize, number> = { small: 16, medium: 28, large: 44 };

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading; defaults to the word "Loading". */
  label?: string;
  /** Inside a control that already says it is busy (a loading button), the spinner stays silent. */
  decorative?: boolean;
  /** Inherit the text colour instead of the accent colour. */
  inheritColour?: boolean;
}

export function Spinner({ size = 'medium', label, decorative = false, inheritColour = false }: SpinnerProps) {
  const { t } = useUiText();
  const ring = <SpinnerRing $sizePx={SIZE_PX[size]} aria-hidden="true" />;
  const coloured = inheritColour ? ring : <SpinnerColour aria-hidden="true">{ring}</SpinnerColour>;
  if (decorative) return coloured;
  return (
    <span role="status" aria-label={label ?? t('loading')}>
      {coloured}
    </span>
  );
}
