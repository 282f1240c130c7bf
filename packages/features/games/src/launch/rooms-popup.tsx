import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getRoomList, type GameCard, type Room } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatInteger, formatMoney } from '@croupier/i18n';
import { Button, Dialog, Spinner } from '@croupier/ui';
import { useGamesEnvironment } from '../environment/games-environment';
import { LoadError } from '../parts/load-error';
import { useContentLanguage } from '../parts/use-content-language';
import { backUrlOf, gamePagePath, launchRequestOf } from './game-page-path';

const Rooms = styled.ul`
  display: grid;
  gap: 10px;
  max-height: min(60vh, 520px);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const RoomRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border-radius: var(--radius-medium);
  border: 1px solid var(--color-border);
  background: var(--color-surface-raised);
  & strong {
    display: block;
    color: var(--color-text);
  }
  & span {
    display: block;
    font-size: 13px;
    color: var(--color-text-muted);
  }
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  gap: 12px;
  min-height: 120px;
  text-align: center;
  color: var(--color-text-muted);
`;

function RoomItem({ room, onOpen }: { room: Room; onOpen: (room: Room) => void }) {
  const { t } = useTranslation('games');
  const language = useContentLanguage();
  const { currency } = useGamesEnvironment();
  return (
    <RoomRow data-testid="room-item" data-room-id={room.roomId}>
      <div>
        <strong data-testid="room-name">{room.name}</strong>
        <span data-testid="room-limits">
          {t('games:rooms.limits', { min: formatMoney(room.minBet, currency, language), max: formatMoney(room.maxBet, currency, language) })}
        </span>
        <span data-testid="room-players">
          {t('games:rooms.players', { players: formatInteger(room.players, language), seats: formatInteger(room.seats, language) })}
        </span>
      </div>
      <Button size="small" variant="accent" disabled={!room.open} onClick={() => onOpen(room)} data-testid="room-open">
        {room.open ? t('games:rooms.open') : t('games:rooms.closed')}
      </Button>
    </RoomRow>
  );
}

/**
 * The game popup of a live game (SPEC §2, §7 rooms list): its tables with their bet limits and seats;
 * opening one goes to the game page with that table. A game without tables opens at its lobby.
 */
export function RoomsPopup({ card, onClose }: { card: GameCard; onClose: () => void }) {
  const { t } = useTranslation('games');
  const language = useContentLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const rooms = useCallQuery(getRoomList, { nodeId: card.nodeId, language });
  const name = card.displayName || card.gameName;

  const open = (roomId?: string) => {
    onClose();
    void navigate(gamePagePath(launchRequestOf(card, roomId ? { roomId } : {})), { state: { backUrl: backUrlOf(location.pathname, location.search) } });
  };

  let content;
  if (rooms.isPending) {
    content = (
      <Centre>
        <Spinner label={t('games:rooms.loading')} />
      </Centre>
    );
  } else if (rooms.isError) {
    content = <LoadError error={rooms.error} onRetry={() => void rooms.refetch()} testId="rooms-error" />;
  } else if (rooms.data.rooms.length === 0) {
    content = (
      <Centre data-testid="rooms-empty">
        <p>{t('games:rooms.empty')}</p>
        <Button variant="accent" onClick={() => open()} data-testid="rooms-lobby">
          {t('games:rooms.lobby')}
        </Button>
      </Centre>
    );
  } else {
    content = (
      <Rooms aria-label={t('games:rooms.title', { name })}>
        {rooms.data.rooms.map((room) => (
          <RoomItem key={room.roomId} room={room} onOpen={(chosen) => open(chosen.roomId)} />
        ))}
      </Rooms>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('games:rooms.title', { name })} size="medium" closeOnCover>
      <div data-testid="rooms-popup">{content}</div>
    </Dialog>
  );
}
