import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LaneVendor } from './home-sections';

const Strip = styled.div`
  display: flex;
  gap: 8px;
  margin: -2px 0 12px;
  padding-bottom: 2px;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: 8px;
  height: 36px;
  padding: 0 14px 0 8px;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  font-weight: 700;
  font-size: 13px;
  cursor: pointer;
  & img {
    width: 22px;
    height: 22px;
    border-radius: 50%;
    object-fit: cover;
  }
  &[aria-pressed='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

/** The vendors of a category section (from the vendor lanes); one of them fills the row below. */
export function VendorTabs({ vendors, selected, onSelect, label }: { vendors: readonly LaneVendor[]; selected: string; onSelect: (vassalage: string) => void; label: string }) {
  const { t } = useTranslation('games');
  return (
    <Strip role="group" aria-label={t('games:vendorsOf', { category: label })}>
      {vendors.map((vendor) => (
        <Tab
          key={vendor.vassalage}
          type="button"
          aria-pressed={vendor.vassalage === selected}
          data-testid="vendor-tab"
          data-vassalage={vendor.vassalage}
          onClick={() => onSelect(vendor.vassalage)}
        >
          <img src={vendor.iconUrl} alt="" width={22} height={22} loading="lazy" decoding="async" />
          {vendor.name}
        </Tab>
      ))}
    </Strip>
  );
}
