import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, mix, vars } from '@croupier/ui';
import type { BackofficeBrand } from '@croupier/contract';
import { brandMoney } from '../parts/brand-format';
import { Alert, ConsolePage, Muted, PageHeading } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { useBrands } from './use-brands';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(Link)`
  display: grid;
  gap: 6px;
  padding: 18px 20px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  text-decoration: none;
  &:hover {
    border-color: ${vars.colorPrimary};
    background: ${mix('colorPrimary', 4, vars.colorSurface)};
  }
`;

const Name = styled.span`
  font-size: 18px;
  font-weight: 700;
`;

function BrandCard({ brand }: { brand: BackofficeBrand }) {
  const { t } = useConsoleText();
  return (
    <li>
      <Card to={`/${brand.code}/desk`} data-testid="brand-card" data-brand={brand.code}>
        <Name>{brand.displayName}</Name>
        <Muted>
          {brand.merchantCode} · {brand.currency.code} · {brand.timeZone}
        </Muted>
        <Muted>{brand.secondApprovalAboveMinor === null ? t('brands.noCashier') : t('brands.threshold', { amount: brandMoney(brand, brand.secondApprovalAboveMinor) })}</Muted>
      </Card>
    </li>
  );
}

export function BrandPickerScreen() {
  const { t } = useConsoleText();
  const brands = useBrands();
  return (
    <ConsolePage>
      <PageHeading>{t('brands.heading')}</PageHeading>
      <Muted>{t('brands.intro')}</Muted>
      {brands.isPending ? <Spinner label={t('loading')} /> : null}
      {brands.isError ? (
        <>
          <Alert role="alert">{refusalText(t, brands.error)}</Alert>
          <Button variant="secondary" onClick={() => void brands.refetch()}>
            {t('retry')}
          </Button>
        </>
      ) : null}
      {brands.data?.brands.length === 0 ? <Muted>{t('brands.none')}</Muted> : null}
      {brands.data ? (
        <Cards>
          {brands.data.brands.map((brand) => (
            <BrandCard key={brand.code} brand={brand} />
          ))}
        </Cards>
      ) : null}
    </ConsolePage>
  );
}
