import { useState } from 'react';
import styled from 'styled-components';
import type { PromotionCategory } from '@croupier/contract';
import { CATEGORY_GRADIENTS, CategoryEmblem } from './category-art';

const Frame = styled.div<{ $category: PromotionCategory; $tall: boolean }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ $tall }) => ($tall ? '16 / 6' : '16 / 7')};
  background: ${({ $category }) => {
    const [from, middle, to] = CATEGORY_GRADIENTS[$category];
    return `radial-gradient(circle at 85% 20%, ${to}88, transparent 55%), linear-gradient(135deg, ${from}, ${middle})`;
  }};
  color: #fff;
  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The drawn banner's big emblem, off to one side, with a soft ring behind it. */
const Emblem = styled(CategoryEmblem)`
  position: absolute;
  right: 6%;
  top: 50%;
  width: 34%;
  max-width: 150px;
  aspect-ratio: 1;
  transform: translateY(-50%) rotate(-8deg);
  opacity: 0.92;
  filter: drop-shadow(0 6px 14px rgba(0, 0, 0, 0.3));
`;

const Ring = styled.span`
  position: absolute;
  right: -6%;
  top: -30%;
  width: 60%;
  aspect-ratio: 1;
  border-radius: 50%;
  border: 18px solid rgba(255, 255, 255, 0.08);
`;

/** A headline figure on a drawn banner: a deposit bonus's percent, a join bonus's amount. */
const Headline = styled.strong`
  position: absolute;
  left: 6%;
  bottom: 12%;
  max-width: 58%;
  font-size: clamp(22px, 6vw, 40px);
  font-weight: 900;
  line-height: 1.05;
  letter-spacing: -0.01em;
  text-shadow: 0 2px 10px rgba(0, 0, 0, 0.35);
  overflow-wrap: anywhere;
`;

const Caption = styled.span`
  position: absolute;
  left: 6%;
  top: 12%;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  background: rgba(0, 0, 0, 0.25);
`;

export interface PromotionBannerProps {
  bannerUrl: string | null;
  category: PromotionCategory;
  /** the category's name, shown on a drawn banner */
  categoryLabel: string;
  /** a figure drawn on a drawn banner */
  headline?: string;
  /** the promotion's page shows a wider, lower banner */
  tall?: boolean;
}

/**
 * The operator's banner, or one drawn from the category when there is none or it fails to load: the
 * page never shows a broken picture. Decorative: the title beside it says what it is.
 */
export function PromotionBanner({ bannerUrl, category, categoryLabel, headline, tall = false }: PromotionBannerProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const picture = bannerUrl !== null && bannerUrl !== failedUrl ? bannerUrl : null;
  return (
    <Frame $category={category} $tall={tall} data-testid="promotion-banner" data-drawn={picture === null}>
      {picture ? (
        <img src={picture} alt="" loading="lazy" decoding="async" onError={() => setFailedUrl(picture)} />
      ) : (
        <>
          <Ring aria-hidden="true" />
          <Emblem category={category} />
          <Caption aria-hidden="true">{categoryLabel}</Caption>
          {headline ? <Headline aria-hidden="true">{headline}</Headline> : null}
        </>
      )}
    </Frame>
  );
}
