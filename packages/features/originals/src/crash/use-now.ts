import { useEffect, useState } from 'react';

/** The clock, read again every `everyMs` while `running`, for countdowns and the rising curve between ticks. */
export function useNow(everyMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
