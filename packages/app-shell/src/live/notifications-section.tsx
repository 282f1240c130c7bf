import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getNotifications, markNotificationsRead } from '@croupier/contract';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';
import { formatDateTime, formatMoney, useLanguage } from '@croupier/i18n';
import { useBrand } from '../brand/brand-context';
import { useAppStores } from '../stores/app-stores';

/** How many of the latest notifications the account menu shows. */
export const MENU_NOTIFICATIONS = 5;

const Section = styled.section`
  display: grid;
  gap: 4px;
  padding: 4px 2px 8px;
  margin-bottom: 6px;
  border-bottom: 1px solid var(--color-border);
  & h3 {
    margin: 0;
    padding: 0 8px;
    font-size: 12.5px;
    color: var(--color-text-muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Entry = styled.div<{ $unread: boolean }>`
  display: grid;
  gap: 1px;
  padding: 6px 8px;
  border-radius: var(--radius-medium);
  background: ${({ $unread }) => ($unread ? 'color-mix(in srgb, var(--color-accent) 12%, transparent)' : 'transparent')};
  font-size: 13px;
  & time {
    color: var(--color-text-muted);
    font-size: 11.5px;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 4px 8px;
  color: var(--color-text-muted);
  font-size: 13px;
`;

/**
 * The latest notifications at the top of the account menu. Opening the menu shows them, so everything
 * up to the newest shown counts as read; one that arrives meanwhile stays unread (the server marks up
 * to an id). The unread badge follows from the answer, and other open pages from the live socket.
 */
export function NotificationsSection() {
  const { t } = useTranslation('notifications');
  const brand = useBrand();
  const language = useLanguage();
  const client = useApiClient();
  const { live } = useAppStores();
  const notifications = useCallQuery(getNotifications, { pageSize: String(MENU_NOTIFICATIONS) }, { staleTime: 0 });
  const newest = notifications.data?.notifications[0];
  const newestUnreadId = newest && newest.readAt === null ? newest.notificationId : null;

  useEffect(() => {
    if (newestUnreadId === null) return;
    client
      .callApi(markNotificationsRead, { body: { upToId: newestUnreadId } })
      .then((value) => live.getState().setUnread(value.unread))
      .catch(() => {
        // Still unread: the badge stays, and the next opening tries again.
      });
  }, [newestUnreadId, client, live]);

  return (
    <Section aria-label={t('menu.title')} data-testid="header-notifications">
      <h3>{t('menu.title')}</h3>
      {notifications.isError ? <Note>{t('menu.loadFailed')}</Note> : null}
      {notifications.data?.notifications.length === 0 ? <Note>{t('menu.empty')}</Note> : null}
      {notifications.data?.notifications.map((notification) => (
        <Entry key={notification.notificationId} $unread={notification.readAt === null} data-testid="header-notification" data-kind={notification.kind}>
          <strong>{t(`title.${notification.kind}`)}</strong>
          <span>{t(`body.${notification.kind}`, { amount: formatMoney(notification.amountMinor, brand.currency, language) })}</span>
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt, language, brand.timeZone)}</time>
        </Entry>
      ))}
    </Section>
  );
}
