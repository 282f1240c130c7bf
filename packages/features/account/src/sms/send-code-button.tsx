import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@croupier/api-client';
import { formatInteger } from '@croupier/i18n';
import { THROTTLE_MS } from '@croupier/domain';
import { Button, useThrottle } from '@croupier/ui';
import { useErrorMessage } from '../errors/use-error-message';
import { useLanguage } from '../parts/use-language';
import { WarningDialog } from '../parts/warning-dialog';
import { recordForWait, type SmsPurpose } from './sms-send-record';
import { useSmsCountdown } from './use-sms-countdown';

/** Failures that mean "wait": the countdown shows the wait the server names. */
const WAIT_CODES = new Set(['SMS_COUNTDOWN', 'SMS_TOO_MANY_REQUESTS']);

export interface SendCodeButtonProps {
  purpose: SmsPurpose;
  /** Checks the mobile number first (SPEC §5); false stops the send, and the form says why. */
  canSend: () => boolean;
  send: () => Promise<{ expiredMinutes: number }>;
  /** Told of a failed send, so the form can show the captcha when the failure asks for it. */
  onFailure?: (error: unknown) => void;
  /** Not ready to send yet (the dialing codes are still loading). */
  disabled?: boolean;
  testId: string;
}

/**
 * SPEC §4 SMS button: disabled while its countdown runs (which survives a reload), throttled to one
 * press a second; a failed send opens a warning dialog with the reason.
 */
export function SendCodeButton({ purpose, canSend, send, onFailure, disabled = false, testId }: SendCodeButtonProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const { remainingSeconds, start } = useSmsCountdown(purpose);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const press = useThrottle(() => {
    if (sending || disabled || remainingSeconds > 0 || !canSend()) return;
    setSending(true);
    send()
      .then(({ expiredMinutes }) => start({ sentAtMs: Date.now(), expiredMinutes }))
      .catch((error: unknown) => {
        if (isApiError(error) && WAIT_CODES.has(error.code)) start(recordForWait(error.retryAfterSeconds, Date.now()));
        setFailure(errorMessage(error));
        onFailure?.(error);
      })
      .finally(() => setSending(false));
  }, THROTTLE_MS);

  const counting = remainingSeconds > 0;
  return (
    <>
      <Button
        variant="secondary"
        onClick={press}
        disabled={counting || disabled}
        loading={sending}
        data-testid={testId}
        data-countdown={remainingSeconds}
        style={{ minHeight: 44, minWidth: 128 }}
      >
        {counting ? t('sms.resendIn', { seconds: formatInteger(remainingSeconds, language) }) : t('sms.send')}
      </Button>
      <WarningDialog message={failure} title={t('sms.failedTitle')} onClose={() => setFailure(null)} testId={`${testId}-error`} />
    </>
  );
}
