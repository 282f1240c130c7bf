import styled from 'styled-components';
import { Button } from '../components/Button';
import { mix, vars } from '../theme/cssVars';
import { useStoryText } from './useStoryText';

const BannerFrame = styled.div<{ $art: number }>`
  position: relative;
  display: grid;
  align-content: center;
  gap: 10px;
  min-height: 240px;
  padding: 32px 48px 52px 80px;
  overflow: hidden;
  color: ${vars.colorOnPrimary};
  background:
    radial-gradient(circle at ${({ $art }) => 72 + $art * 6}% 45%, ${mix('colorAccent', 38)} 0%, transparent 30%),
    linear-gradient(110deg, ${mix('colorPrimary', 45, '#000000')} 0%, ${mix('colorPrimary', 85, '#000000')} 45%, ${vars.colorPrimary} 100%);
`;

/** Concentric accent rings and a large currency sign: the promotion art, drawn without images. */
const BannerArt = styled.div`
  position: absolute;
  top: 50%;
  right: 12%;
  display: grid;
  place-items: center;
  width: 190px;
  height: 190px;
  border-radius: 50%;
  border: 2px solid ${mix('colorAccent', 70)};
  background: radial-gradient(circle, ${mix('colorAccent', 30)} 0%, transparent 70%);
  box-shadow:
    0 0 0 18px ${mix('colorAccent', 10)},
    0 0 0 40px ${mix('colorAccent', 6)},
    0 0 60px ${mix('colorAccent', 40)};
  color: ${vars.colorAccent};
  font-size: 96px;
  font-weight: 800;
  line-height: 1;
  text-shadow: 0 4px 24px ${mix('colorAccent', 60)};
  transform: translateY(-50%);

  @media (max-width: 720px) {
    display: none;
  }
`;

const BANNER_SYMBOLS = ['৳', '%', '★'];

const BannerTitle = styled.h3`
  max-width: 520px;
  font-size: 30px;
  font-weight: 800;
  line-height: 1.15;
  text-shadow: 0 2px 12px ${mix('colorOverlay', 80)};
`;

const BannerText = styled.p`
  max-width: 460px;
  font-size: 16px;
  opacity: 0.92;
`;

const BannerAction = styled.div`
  margin-top: 6px;
`;

const BANNERS = [
  { title: 'bannerWelcomeTitle', text: 'bannerWelcomeText' },
  { title: 'bannerCashbackTitle', text: 'bannerCashbackText' },
  { title: 'bannerReferralTitle', text: 'bannerReferralText' },
] as const;

/** A promotion banner as the home page shows them, drawn in the brand's colours. */
export function SampleBanner({ index }: { index: number }) {
  const text = useStoryText();
  const banner = BANNERS[index % BANNERS.length] ?? BANNERS[0];
  return (
    <BannerFrame $art={index % BANNERS.length}>
      <BannerArt aria-hidden="true">{BANNER_SYMBOLS[index % BANNER_SYMBOLS.length]}</BannerArt>
      <BannerTitle>{text(banner.title)}</BannerTitle>
      <BannerText>{text(banner.text)}</BannerText>
      <BannerAction>
        <Button variant="accent" size="large">
          {text('claimNow')}
        </Button>
      </BannerAction>
    </BannerFrame>
  );
}

const Tile = styled.div`
  display: grid;
  overflow: hidden;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurface};
`;

const TileArt = styled.div<{ $hue: number }>`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  color: #ffffff;
  font-size: 30px;
  font-weight: 800;
  text-shadow: 0 2px 8px rgba(0, 0, 0, 0.4);
  background: linear-gradient(140deg, hsl(${({ $hue }) => $hue} 75% 52%), hsl(${({ $hue }) => ($hue + 50) % 360} 70% 28%));
`;

const TileBody = styled.div`
  display: grid;
  gap: 8px;
  padding: 8px 10px 10px;
`;

const TileName = styled.span`
  overflow: hidden;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

// Game names are vendor data that arrives from the server as is, in every language.
const GAME_NAMES = [
  'Golden Tiger',
  'Teen Patti',
  'Crazy Time',
  'Aviator',
  'Lucky Neko',
  'Super Ace',
  'Fortune Gems',
  'Andar Bahar',
  'Sweet Bonanza',
  'Mega Wheel',
  'Dragon Tiger',
  'Cricket X',
];

/** A game tile of a home row: art, name and a play button. */
export function SampleGameTile({ index }: { index: number }) {
  const text = useStoryText();
  const name = GAME_NAMES[index % GAME_NAMES.length] ?? '';
  return (
    <Tile>
      <TileArt $hue={(index * 47) % 360} aria-hidden="true">
        {name.slice(0, 1)}
      </TileArt>
      <TileBody>
        <TileName>{name}</TileName>
        <Button size="small" fullWidth>
          {text('playNow')}
        </Button>
      </TileBody>
    </Tile>
  );
}
