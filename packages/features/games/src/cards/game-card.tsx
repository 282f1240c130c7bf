import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameCard as GameCardData } from '@croupier/contract';

const Card = styled.button`
  all: unset;
  box-sizing: border-box;
  display: grid;
  gap: 6px;
  min-width: 0;
  cursor: pointer;
  border-radius: var(--radius-medium);
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 3px;
  }
`;

const Thumb = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 1 / 1;
  border-radius: var(--radius-medium);
  overflow: hidden;
  background: var(--color-surface-raised);
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.18);
  & img {
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
`;

const PlayOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: color-mix(in srgb, var(--color-background) 45%, transparent);
  opacity: 0;
  transition: opacity 160ms ease;
  ${Card}:hover &, ${Card}:focus-visible & {
    opacity: 1;
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
  color: var(--color-text);
`;

const Vendor = styled.span`
  display: block;
  margin-top: -4px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 12px;
  color: var(--color-text-muted);
`;

export interface GameCardProps {
  card: GameCardData;
  vendorName: string;
  onPlay: (card: GameCardData) => void;
}

/** SPEC §2 game item: image, hot label, game name and vendor; activating it asks to play. */
export function GameCard({ card, vendorName, onPlay }: GameCardProps) {
  const { t } = useTranslation();
  const name = card.displayName || card.gameName;
  return (
    <Card type="button" onClick={() => onPlay(card)} aria-label={t('games:playGame', { name, vendor: vendorName })} data-testid="game-card">
      <Thumb>
        <img src={card.iconUrl} alt="" loading="lazy" decoding="async" width="180" height="180" />
        {card.isHot === 1 ? <HotLabel>{t('games:hot')}</HotLabel> : null}
        <PlayOverlay aria-hidden="true">
          <span>{t('games:play')}</span>
        </PlayOverlay>
      </Thumb>
      <Name>{name}</Name>
      <Vendor>{vendorName}</Vendor>
    </Card>
  );
}
