import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Note, PagePanel, SectionTitle, vars } from '@croupier/ui';
import { useMyGrabs } from '../parts/queries';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 6px;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  padding: 8px 0;
  border-bottom: 1px solid ${vars.colorBorder};
  & span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: ${vars.colorTextMuted};
  }
  & strong {
    color: ${vars.colorSuccess};
  }
`;

/** The member's last envelopes. */
export function MyGrabs({ currency, timeZone }: { currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation('redEnvelope');
  const language = useLanguage();
  const grabs = useMyGrabs();
  const rows = grabs.data?.grabs ?? [];
  return (
    <PagePanel aria-labelledby="red-envelope-mine-title" data-testid="red-envelope-my-grabs">
      <SectionTitle id="red-envelope-mine-title">{t('mine.title')}</SectionTitle>
      {rows.length === 0 ? (
        <Note>{t('mine.empty')}</Note>
      ) : (
        <List>
          {rows.map((grab) => (
            <Row key={grab.poolId} data-testid="red-envelope-my-grab" data-pool-id={grab.poolId}>
              <span>
                {language === 'bn' ? grab.titles.bn : grab.titles.en}
                <small>{formatDateTime(grab.grabbedAt, language, timeZone)}</small>
              </span>
              <strong>{formatMoney(grab.amountMinor, currency, language)}</strong>
            </Row>
          ))}
        </List>
      )}
    </PagePanel>
  );
}
