import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import { useUiText } from '../../i18n/useUiText';
import { IconBadge, type DialogIconKind } from './Dialog.styles';

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** The round status icon at the top of a message dialog, named for screen readers. */
export function DialogIcon({ kind }: { kind: DialogIconKind }) {
  const { t } = useUiText();
  const Icon = ICONS[kind];
  return (
    <IconBadge $kind={kind} role="img" aria-label={t(`dialog.icon.${kind}`)}>
      <Icon sizePx={34} />
    </IconBadge>
  );
}
