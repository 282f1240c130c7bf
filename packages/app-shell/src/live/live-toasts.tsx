import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberNotification } from '@croupier/contract';
import { formatDateTime, formatMoney, useLanguage } from '@croupier/i18n';
import { useBrand } from '../brand/brand-context';
import { useAppStores, useLive } from '../stores/app-stores';

/** A toast stays this long unless the member closes it first. */
export const LIVE_TOAST_MS = 8_000;

const Region = styled.section`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 900;
  display: grid;
  gap: 10px;
  width: min(360px, calc(100vw - 32px));
  pointer-events: none;
`;

const Card = styled.div<{ $tone: 'good' | 'bad' }>`
  pointer-events: auto;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  padding: 12px 14px;
  border-radius: var(--radius-large);
  border: 1px solid var(--color-border);
  border-left: 4px solid ${({ $tone }) => ($tone === 'good' ? 'var(--color-accent)' : 'var(--color-danger)')};
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.3);
  & strong {
    font-size: 14.5px;
  }
  & p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 13.5px;
  }
  & time,
  & small {
    grid-column: 1 / -1;
    color: var(--color-text-muted);
    font-size: 12px;
  }
`;

const Close = styled.button`
  grid-row: 1;
  grid-column: 2;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
`;

const GOOD_KINDS: readonly MemberNotification['kind'][] = ['DEPOSIT_CONFIRMED', 'WITHDRAWAL_PAID', 'WITHDRAWAL_RETURNED', 'WITHDRAWAL_DISPUTE_CLOSED'];

function LiveToast({ notification, onClose }: { notification: MemberNotification; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const brand = useBrand();
  const language = useLanguage();
  useEffect(() => {
    const timer = setTimeout(onClose, LIVE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const amount = formatMoney(notification.amountMinor, brand.currency, language);
  return (
    <Card $tone={GOOD_KINDS.includes(notification.kind) ? 'good' : 'bad'} role="status" data-testid="live-toast" data-kind={notification.kind} data-amount-minor={notification.amountMinor}>
      <strong>{t(`title.${notification.kind}`)}</strong>
      <Close type="button" aria-label={t('dismiss')} onClick={onClose} data-testid="live-toast-close">
        ×
      </Close>
      <p data-testid="live-toast-body">{t(`body.${notification.kind}`, { amount })}</p>
      {notification.reason ? <small data-testid="live-toast-reason">{t('reason', { reason: notification.reason })}</small> : null}
      {notification.awaitingReceipt ? <small>{t('awaitingReceipt')}</small> : null}
      <time dateTime={notification.createdAt} data-testid="live-toast-time">
        {formatDateTime(notification.createdAt, language, brand.timeZone)}
      </time>
    </Card>
  );
}

function ToastRegion({ toasts }: { toasts: readonly MemberNotification[] }) {
  const { t } = useTranslation('notifications');
  const { live } = useAppStores();
  return (
    <Region aria-label={t('region')} data-testid="live-toasts">
      {toasts.map((notification) => (
        <LiveToast key={notification.notificationId} notification={notification} onClose={() => live.getState().dismissToast(notification.notificationId)} />
      ))}
    </Region>
  );
}

/**
 * The notifications the live socket pushed while this page was open, newest last, each for a few
 * seconds. Their words load with the first one, behind a boundary of their own, so the socket never waits.
 */
export function LiveToasts() {
  const toasts = useLive((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} />
    </Suspense>
  );
}
