import { useTranslation } from 'react-i18next';
import { Dialog } from '@croupier/ui';

export interface WarningDialogProps {
  /** The message; no dialog while null */
  message: string | null;
  title: string;
  onClose: () => void;
  testId: string;
}

/** SPEC §8 warning dialog: an icon, the message and one button to acknowledge it. */
export function WarningDialog({ message, title, onClose, testId }: WarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onClose={onClose} icon="warning" title={title} buttons={[{ label: t('common:ok') }]}>
      <p data-testid={testId}>{message}</p>
    </Dialog>
  );
}
