import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDigits, useLanguage } from '@croupier/i18n';
import { clockText, gmtOffset } from './zone-clock';

const CLOCK_TICK_MS = 1_000;

const Wrap = styled.div`
  display: inline-flex;
  align-items: baseline;
  gap: 8px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  & > span:first-child {
    padding: 1px 8px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 700;
    background: color-mix(in srgb, var(--color-on-header) 14%, transparent);
  }
`;

/**
 * SPEC §2: the GMT offset of the brand's zone and a clock in it, ticking every second. Only this
 * part renders each second, not the back office around it.
 */
export function AgentClock({ timeZone, nowMs = Date.now }: { timeZone: string; nowMs?: () => number }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [atMs, setAtMs] = useState(nowMs);
  useEffect(() => {
    const timer = setInterval(() => setAtMs(nowMs()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [nowMs]);
  return (
    <Wrap data-testid="agent-clock">
      <span title={t('layout.timeZone')} data-testid="agent-gmt-offset">
        {t('layout.gmtOffset', { offset: formatDigits(gmtOffset(atMs, timeZone), language) })}
      </span>
      <time dateTime={new Date(atMs).toISOString()} aria-label={t('layout.clock')} data-testid="agent-clock-time">
        {clockText(atMs, timeZone, language)}
      </time>
    </Wrap>
  );
}
