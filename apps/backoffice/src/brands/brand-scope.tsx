import { createContext, useContext } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { Spinner } from '@croupier/ui';
import type { BackofficeBrand } from '@croupier/contract';
import { Alert, ConsolePage } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { brandByCode, useBrands } from './use-brands';

const BrandContext = createContext<BackofficeBrand | null>(null);

/** The brand of the page, for screens under /:brandCode/. */
export function useBrand(): BackofficeBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a <BrandScope> above it');
  return brand;
}

/** The pages of one brand: only a brand the operator works on opens them. */
export function BrandScope() {
  const { t } = useConsoleText();
  const { brandCode } = useParams();
  const brands = useBrands();
  if (brands.isPending) return <Spinner label={t('loading')} />;
  if (brands.isError) {
    return (
      <ConsolePage>
        <Alert role="alert">{refusalText(t, brands.error)}</Alert>
      </ConsolePage>
    );
  }
  const brand = brandByCode(brands.data.brands, brandCode);
  if (!brand) {
    return (
      <ConsolePage>
        <Alert role="alert">{t('brands.notYours')}</Alert>
        <Link to="/">{t('brands.back')}</Link>
      </ConsolePage>
    );
  }
  return (
    <BrandContext.Provider value={brand}>
      <Outlet />
    </BrandContext.Provider>
  );
}
