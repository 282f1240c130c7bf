import { useMemo } from 'react';
import { brandStylesheet, type Brand } from '@croupier/brand-config';

export interface ThemeStyleProps {
  brand: Pick<Brand, 'theme'>;
}

/**
 * The brand's tokens as custom properties for both modes in one <style> tag. Every value has passed
 * the brand schema's colour/length/font checks, so it cannot break out of its declaration.
 */
export function ThemeStyle({ brand }: ThemeStyleProps) {
  const stylesheet = useMemo(() => brandStylesheet(brand), [brand]);
  return <style data-croupier-theme="">{stylesheet}</style>;
}
