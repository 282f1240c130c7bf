import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../../brand/brand-context';
import { EyeIcon, RefreshIcon } from '../../../icons/member-icons';

const Pill = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 38px;
  padding: 0 6px 0 14px;
  border-radius: 999px;
  background: color-mix(in srgb, var(--color-on-header) 8%, transparent);
  border: 1px solid color-mix(in srgb, var(--color-on-header) 14%, transparent);
  white-space: nowrap;
  /* It holds no amount yet, so on narrower headers the top navigation keeps the room. */
  @media (max-width: 1199px) {
    display: none;
  }
`;

const Symbol = styled.span`
  font-weight: 800;
  color: var(--color-accent);
`;

const Note = styled.span`
  font-size: 12.5px;
  color: color-mix(in srgb, var(--color-on-header) 70%, transparent);
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  & svg {
    width: 16px;
    height: 16px;
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/**
 * SPEC §2 header balance. The wallet arrives with its own feature; until then the header says so
 * instead of showing a made-up amount, and its hide/show and refresh controls are disabled.
 */
export function BalancePlaceholder() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  return (
    <Pill data-testid="header-balance" title={t('memberMenu.balanceUnavailable')}>
      <Symbol aria-hidden="true">{brand.currency.symbol}</Symbol>
      <Note>{t('memberMenu.balanceUnavailable')}</Note>
      <IconButton type="button" disabled aria-label={t('memberMenu.hideBalance')} data-testid="header-balance-toggle">
        <EyeIcon />
      </IconButton>
      <IconButton type="button" disabled aria-label={t('memberMenu.refreshBalance')} data-testid="header-balance-refresh">
        <RefreshIcon />
      </IconButton>
    </Pill>
  );
}
