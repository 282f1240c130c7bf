import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BlockedIcon } from '../icons/icons';
import { StatusPage } from './status-page';

const Address = styled.code`
  display: inline-block;
  padding: 4px 12px;
  border-radius: 999px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  font-size: 15px;
  font-weight: 700;
`;

export function RegionBlockPage({ ip }: { ip: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage testId="region-block-page" emblem={<BlockedIcon />} title={t('system:region.title')}>
      <p>{t('system:region.message')}</p>
      <p>
        {t('system:region.yourIp')} <Address data-testid="region-block-ip">{ip}</Address>
      </p>
    </StatusPage>
  );
}
