import { useCallback, useState } from 'react';
import { isApiError } from '@croupier/api-client';
import { newCaptchaKey } from './captcha-key';

/**
 * SPEC §4: the captcha is not there until a failure carries the captcha flag; from then on it stays,
 * and every failure draws a new one, because the server has used the last answer up.
 */
export function useCaptcha(initiallyShown = false) {
  const [shown, setShown] = useState(initiallyShown);
  const [key, setKey] = useState(newCaptchaKey);
  const [value, setTypedValue] = useState('');
  const [error, setError] = useState<string>();

  const refresh = useCallback(() => {
    setKey(newCaptchaKey());
    setTypedValue('');
  }, []);

  // Typing a new answer clears the message about the last one.
  const setValue = useCallback((typed: string) => {
    setTypedValue(typed);
    setError(undefined);
  }, []);

  const afterFailure = useCallback(
    (error: unknown) => {
      const flagged = isApiError(error) && error.captcha;
      if (flagged && !shown) setShown(true);
      if (flagged || shown) refresh();
    },
    [refresh, shown],
  );

  /** What goes with the answer: nothing until the captcha shows. */
  const answer = shown ? { captcha: value.trim(), captchaKey: key } : {};
  return { shown, key, value, setValue, error, setError, refresh, afterFailure, answer };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
