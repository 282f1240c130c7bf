import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Brand } from '@croupier/brand-config';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  text-decoration: none;
  flex-shrink: 0;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  font-weight: 800;
  font-size: 20px;
  line-height: 1;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25), inset 0 -2px 0 rgba(0, 0, 0, 0.15);
`;

const Wordmark = styled.span<{ $hiddenBelowPx: number | undefined }>`
  font-size: 22px;
  font-weight: 800;
  letter-spacing: 0.02em;
  white-space: nowrap;
  @media (max-width: 420px) {
    font-size: 19px;
  }
  ${({ $hiddenBelowPx }) => ($hiddenBelowPx ? `@media (max-width: ${$hiddenBelowPx - 1}px) { display: none; }` : '')}
`;

export interface BrandLogoProps {
  brand: Brand;
  compact?: boolean;
  /** On screens narrower than this the mark stands alone, leaving the row to the header's actions. */
  wordmarkHiddenBelowPx?: number;
}

/** The brand's square mark and wordmark; colours come from the brand file, already checked as colours. */
export function BrandLogo({ brand, compact = false, wordmarkHiddenBelowPx }: BrandLogoProps) {
  return (
    <LogoLink to="/" aria-label={brand.displayName} data-testid="brand-logo">
      <Mark aria-hidden="true" style={{ background: brand.logo.markColor, color: brand.logo.markTextColor }}>
        {brand.logo.mark}
      </Mark>
      {compact ? null : (
        <Wordmark aria-hidden="true" $hiddenBelowPx={wordmarkHiddenBelowPx}>
          {brand.logo.wordmark}
        </Wordmark>
      )}
    </LogoLink>
  );
}
