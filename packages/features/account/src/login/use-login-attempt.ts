import { useState } from 'react';
import type { LoginValue } from '@croupier/contract';
import type { LoginType } from '@croupier/domain';
import type { CaptchaState } from '../captcha/use-captcha';
import { useErrorMessage } from '../errors/use-error-message';
import type { FieldErrors } from '../forms/use-form';
import { serverFieldErrors } from '../forms/server-field-errors';
import type { LoginOutcomeHandlers } from './login-outcome';
import { refusalOf, type LoginArea } from './login-refusal';

export interface LoginAttemptOptions<Field extends string> extends LoginOutcomeHandlers {
  area: LoginArea;
  loginType: LoginType;
  /** form fields a server failure may point at */
  fields: readonly Field[];
  setFieldErrors: (errors: FieldErrors<Field>) => void;
  captcha: CaptchaState;
}

/**
 * One login try, whatever the form: hand a verification challenge or a session up, refuse a session
 * issued for the wrong door (SPEC §6), and after a failure show it, mark the fields it names and let
 * the captcha react to its flag (SPEC §4).
 */
export function useLoginAttempt<Field extends string>({ area, loginType, fields, setFieldErrors, captcha, onSession, onVerify }: LoginAttemptOptions<Field>) {
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(send: () => Promise<LoginValue>, afterAnswer?: () => void): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      const value = await send();
      afterAnswer?.();
      if (value.outcome === 'verify') {
        onVerify(value, loginType);
        return;
      }
      const refusal = refusalOf(area, value);
      if (refusal) throw refusal;
      onSession(value, loginType);
    } catch (error) {
      setFailure(errorMessage(error));
      setFieldErrors(serverFieldErrors(error, fields));
      captcha.afterFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return { attempt, failure, busy };
}
