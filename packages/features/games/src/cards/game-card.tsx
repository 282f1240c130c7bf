import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameCard as GameCardData } from '@croupier/contract';
import { artAspectRatio, artUrlOf, CARD_ART_SIZES, type CardArt } from './card-art';
import { FavouriteButton } from './favourite-button';

export type GameCardView = 'list' | 'tile';

const Card = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-width: 0;
  cursor: pointer;
`;

const Thumb = styled.div<{ $art: CardArt }>`
  position: relative;
  aspect-ratio: ${({ $art }) => artAspectRatio($art)};
  border-radius: var(--radius-medium);
  overflow: hidden;
  background: var(--color-surface-raised);
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.18);
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 220ms ease;
  }
  ${Card}:hover & img {
    transform: scale(1.06);
  }
`;

const HotLabel = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: linear-gradient(90deg, #ff5a36, #ff2d55);
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.06em;
  box-shadow: 0 2px 8px rgba(255, 45, 85, 0.45);
  pointer-events: none;
`;

/* Covers the art: hovering or focusing shows it; a tap anywhere on the art plays on touch screens. */
const PlayOverlay = styled.button`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 0;
  border: 0;
  background: color-mix(in srgb, var(--color-background) 45%, transparent);
  opacity: 0;
  cursor: pointer;
  transition: opacity 160ms ease;
  ${Card}:hover &, &:focus-visible {
    opacity: 1;
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: -2px;
  }
  & > span {
    padding: 8px 18px;
    border-radius: 999px;
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 800;
    font-size: 13px;
  }
`;

const Name = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 700;
  font-size: 14px;
  line-height: 18px;
  color: var(--color-text);
`;

const Vendor = styled.span`
  display: block;
  margin-top: -4px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 12px;
  line-height: 16px;
  color: var(--color-text-muted);
`;

const ArtButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: -2px;
  }
`;

const TilePlay = styled.button`
  height: 36px;
  border: 0;
  border-radius: 999px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font-weight: 800;
  font-size: 13.5px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export interface GameCardProps {
  card: GameCardData;
  vendorName: string;
  onPlay: (card: GameCardData) => void;
  favourite: boolean;
  onToggleFavourite: (card: GameCardData) => void;
  /** SPEC §2: a list item (heart, vendor, hot label, name, art, play) or a tile (art and play now). */
  view?: GameCardView;
  /** The square icon or the large portrait art; a tile shows the large art unless told otherwise. */
  art?: CardArt;
  /** Art in the first view loads at once; the rest waits until it scrolls near. */
  imageLoading?: 'lazy' | 'eager';
}

/**
 * One game. Anywhere on the card plays it for a pointer; the play button is the keyboard's way in.
 * A tile shows the art and a play-now button, which slot (RNG) tiles leave out (SPEC §2).
 */
export function GameCard({ card, vendorName, onPlay, favourite, onToggleFavourite, view = 'list', art: artSize = view === 'tile' ? 'large' : 'square', imageLoading = 'lazy' }: GameCardProps) {
  const { t } = useTranslation('games');
  const name = card.displayName || card.gameName;
  const playLabel = t('games:playGame', { name, vendor: vendorName });
  const { width, height } = CARD_ART_SIZES[artSize];
  const art = (
    <img
      src={artUrlOf(card, artSize)}
      alt={view === 'tile' ? name : ''}
      loading={imageLoading}
      decoding="async"
      width={width}
      height={height}
      data-art={artSize}
    />
  );
  return (
    <Card
      data-testid="game-card"
      data-view={view}
      data-art={artSize}
      data-node-id={card.nodeId}
      data-game-type={card.gameType}
      data-favourite={favourite ? 'true' : 'false'}
      onClick={() => onPlay(card)}
    >
      {view === 'tile' ? (
        <>
          <Thumb $art={artSize}>
            <ArtButton type="button" aria-label={playLabel}>
              {art}
            </ArtButton>
          </Thumb>
          {card.gameType === 'RNG' ? null : (
            <TilePlay type="button" aria-label={playLabel} data-testid="game-card-play">
              {t('games:play')}
            </TilePlay>
          )}
        </>
      ) : (
        <>
          <Thumb $art={artSize}>
            {art}
            <PlayOverlay type="button" aria-label={playLabel} data-testid="game-card-play">
              <span aria-hidden="true">{t('games:play')}</span>
            </PlayOverlay>
            {card.isHot === 1 ? <HotLabel data-testid="game-card-hot">{t('games:hot')}</HotLabel> : null}
            <FavouriteButton
              favourite={favourite}
              label={t(favourite ? 'games:favourites.remove' : 'games:favourites.add', { name })}
              onToggle={() => onToggleFavourite(card)}
            />
          </Thumb>
          <Name>{name}</Name>
          <Vendor data-testid="game-card-vendor">{vendorName}</Vendor>
        </>
      )}
    </Card>
  );
}
