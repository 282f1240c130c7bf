import { useCallback, useEffect, useState } from 'react';
import { useAccountEnvironment } from '../environment/account-environment';
import { readSmsSend, secondsLeft, writeSmsSend, type SmsPurpose, type SmsSendRecord } from './sms-send-record';

const TICK_MS = 1000;

/**
 * The SMS countdown of one purpose, kept in storage with the time of sending so that a reload in the
 * middle resumes where it was instead of letting the player ask again.
 */
export function useSmsCountdown(purpose: SmsPurpose) {
  const { storage } = useAccountEnvironment();
  const [record, setRecord] = useState<SmsSendRecord | null>(() => readSmsSend(storage, purpose));
  const [remainingSeconds, setRemainingSeconds] = useState(() => secondsLeft(record, Date.now()));

  useEffect(() => {
    /** Shows the seconds left; at zero the record is spent and leaves storage. Says whether to keep ticking. */
    const update = (): boolean => {
      const left = secondsLeft(record, Date.now());
      setRemainingSeconds(left);
      if (left > 0) return true;
      if (record) writeSmsSend(storage, purpose, null);
      return false;
    };
    if (!update()) return;
    const timer = setInterval(() => {
      if (!update()) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [record, storage, purpose]);

  const start = useCallback(
    (next: SmsSendRecord) => {
      writeSmsSend(storage, purpose, next);
      setRecord(next);
    },
    [storage, purpose],
  );

  return { remainingSeconds, start };
}
