import { useTranslation } from 'react-i18next';
import type { BackofficeBrand } from '@croupier/contract';
import { brandMoney } from '../parts/brand-format';
import type { Problem } from './promotion-check';

/** A problem in the console's words; a value named …Minor is money of the brand. */
export function useProblemText(brand: BackofficeBrand) {
  const { t } = useTranslation('promotionConsole');
  return (problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([key, value]) => [key, key.endsWith('Minor') && typeof value === 'number' ? brandMoney(brand, value) : value]));
    return t(`problems.${problem.code}`, values);
  };
}
