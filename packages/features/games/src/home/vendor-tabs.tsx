import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LaneVendor } from './home-sections';
import { VendorFace, vendorStrip, vendorTile } from './vendor-tile';

const Strip = styled.div`
  ${vendorStrip}
  margin-bottom: 8px;
`;

const Tab = styled.button`
  ${vendorTile}
`;

/**
 * The vendors of a category section (from the vendor lanes) as logo tabs; one of them fills the row
 * below. The sections sit below the fold, so the logos load as they come near.
 */
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
          <VendorFace name={vendor.name} iconUrl={vendor.iconUrl} />
        </Tab>
      ))}
    </Strip>
  );
}
