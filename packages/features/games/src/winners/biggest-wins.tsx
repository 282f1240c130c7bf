import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Winner } from '@croupier/contract';
import { BIGGEST_WINS_SHOWN } from '@croupier/domain';
import { formatInteger } from '@croupier/i18n';
import { useGamesEnvironment } from '../environment/games-environment';
import { useContentLanguage } from '../parts/use-content-language';
import { Skeleton } from '../parts/skeleton';
import { formatWinAmount } from './win-amount';

const ROW_HEIGHT_PX = 60;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 24px 40px minmax(0, 1fr) auto;
  align-items: center;
  gap: 10px;
  height: ${ROW_HEIGHT_PX}px;
  padding: 0 12px;
  border-radius: var(--radius-medium);
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  & img {
    width: 40px;
    height: 40px;
    border-radius: 8px;
    object-fit: cover;
  }
`;

const Rank = styled.span`
  color: var(--color-accent);
  font-weight: 800;
  text-align: center;
`;

const Who = styled.span`
  display: grid;
  min-width: 0;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span:first-child {
    font-weight: 700;
    font-size: 14px;
    color: var(--color-text);
  }
  & > span:last-child {
    font-size: 12.5px;
    color: var(--color-text-muted);
  }
`;

const Amount = styled.span`
  color: var(--color-accent);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** SPEC §2 biggest wins: the first 9 of the board, with the player, the game and the prize. */
export function BiggestWins({ wins }: { wins: readonly Winner[] }) {
  const { t } = useTranslation('games');
  const language = useContentLanguage();
  const { currency } = useGamesEnvironment();
  return (
    <List data-testid="home-biggest-wins" aria-label={t('games:winners.biggestWins')}>
      {wins.map((win, index) => (
        <Item key={`${win.nodeId}-${win.wonAt}-${index}`} data-testid="biggest-win">
          <Rank aria-hidden="true">{formatInteger(index + 1, language)}</Rank>
          <img src={win.iconUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
          <Who>
            {/* A player's name is theirs in every language: not translated. */}
            <span data-testid="biggest-win-player" translate="no">
              {win.customerName}
            </span>
            <span data-testid="biggest-win-game">{win.gameName}</span>
          </Who>
          <Amount data-testid="biggest-win-amount">{formatWinAmount(win.winAmount, currency, language)}</Amount>
        </Item>
      ))}
    </List>
  );
}

export function BiggestWinsSkeleton() {
  return (
    <List aria-hidden="true">
      {Array.from({ length: BIGGEST_WINS_SHOWN }, (_, index) => (
        <li key={index}>
          <Skeleton $height={`${ROW_HEIGHT_PX}px`} />
        </li>
      ))}
    </List>
  );
}
