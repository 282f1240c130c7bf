import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '@croupier/contract';
import { Carousel } from '@croupier/ui';

const Frame = styled.div`
  border-radius: var(--radius-large);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
`;

/** Banners are drawn 3 wide to 1 high; the placeholder keeps the same shape. */
export const BANNER_ASPECT_RATIO = '3 / 1';
const BANNER_WIDTH_PX = 1200;
const BANNER_HEIGHT_PX = 400;

const Slide = styled.a`
  position: relative;
  display: block;
  /* Narrow screens keep the banner's shape so the headline never wraps off the art. */
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  background: var(--color-surface-raised);
  color: #ffffff;
  text-decoration: none;
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/* The headline is page text, not part of the image, so it uses the brand's web fonts in every script. */
const Headline = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 12%;
  text-align: center;
  font-weight: 700;
  font-size: clamp(1.1rem, 4vw, 3rem);
  line-height: 1.25;
  text-shadow: 0 2px 12px rgba(0, 0, 0, 0.45);
`;

function linkOf(banner: Banner): { href?: string; target?: string; rel?: string } {
  if (banner.linkageType === 'none' || !banner.url) return {};
  if (banner.linkageType === 'external') return { href: banner.url, target: '_blank', rel: 'noopener noreferrer' };
  return { href: banner.url };
}

/** SPEC §2 banner carousel; the kit's carousel autoplays every 5000 ms and loops only with two or more. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('games');
  if (banners.length === 0) return null;
  return (
    <Frame data-testid="home-banners">
      <Carousel label={t('games:banners')} slidesPerView={1} rounded showArrows={banners.length > 1} showDots={banners.length > 1}>
        {banners.map((banner, position) => (
          <Slide key={banner.id} {...linkOf(banner)} aria-label={banner.title}>
            {/* The first banner is the largest thing on the first screen: it loads first; the rest wait. */}
            <img
              src={banner.imageUrl}
              alt=""
              width={BANNER_WIDTH_PX}
              height={BANNER_HEIGHT_PX}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding={position === 0 ? 'sync' : 'async'}
            />
            <Headline>{banner.title}</Headline>
          </Slide>
        ))}
      </Carousel>
    </Frame>
  );
}
