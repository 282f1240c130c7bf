import type { Brand } from '@croupier/brand-config';
import type { BackofficeBrand } from '@croupier/contract';
import type { BrandDirectory } from '../brands';
import { type OperatorContext, worksOnBrand } from '../backoffice-operators';

function brandView(brand: Brand): BackofficeBrand {
  return {
    merchantCode: brand.merchantCode,
    code: brand.code,
    displayName: brand.displayName,
    currency: { code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale },
    timeZone: brand.timeZone,
    secondApprovalAboveMinor: brand.cashier?.secondApprovalAboveMinor ?? null,
  };
}

/** GET /bo/brands: the brands the operator works on, by name; every brand for an operator of every brand. */
export function operatorBrands(brands: BrandDirectory, context: OperatorContext): BackofficeBrand[] {
  return brands.all
    .filter((brand) => worksOnBrand(context, brand.merchantCode))
    .map(brandView)
    .sort((one, other) => one.displayName.localeCompare(other.displayName, 'en'));
}
