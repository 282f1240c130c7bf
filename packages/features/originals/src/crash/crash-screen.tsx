import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canBet, useOriginalsEnvironment } from '../environment/originals-environment';
import { errorKeyOf } from '../parts/error-key';
import { Card, Page, Title } from '../parts/page.styles';
import { useRefreshBalance } from '../parts/use-refresh-balance';
import { useInHouseSettings } from '../parts/use-settings';
import { CrashBetForm } from './crash-bet-form';
import { CrashHistory } from './crash-history';
import { CrashMyRounds } from './crash-my-rounds';
import { CrashOwnBet } from './crash-own-bet';
import { CrashPlayers } from './crash-players';
import { CrashStage } from './crash-stage';
import { useCrashBets } from './use-crash-bets';
import { useCrashFeed } from './use-crash-feed';
import { Message, Note } from '@croupier/ui';

/** The chart beside the bet controls on wide screens; on phones the chart comes first, as crash games show it. */
const Table = styled.div`
  display: grid;
  gap: 18px;
  grid-template-columns: minmax(260px, 320px) minmax(0, 1fr);
  grid-template-areas: 'controls stage';
  align-items: start;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'stage' 'controls';
  }
`;

const StageArea = styled.div`
  grid-area: stage;
  display: grid;
  gap: 10px;
  min-width: 0;
`;

const ControlsArea = styled.div`
  grid-area: controls;
  min-width: 0;
`;

const Lists = styled.div`
  display: grid;
  gap: 18px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  align-items: start;
`;

/** /bgs/crash: one shared round for everyone on the brand; guests watch, members bet and cash out. */
export function CrashScreen() {
  const { t } = useTranslation('originals');
  const environment = useOriginalsEnvironment();
  const settings = useInHouseSettings();
  const { view, recordOwnBet } = useCrashFeed(environment.token, environment.liveFeedOrigin);
  const { place, cashOut } = useCrashBets(recordOwnBet);
  const round = view.round;
  const betting = round?.phase === 'betting';
  const hasBetThisRound = view.myBet !== null && view.myBet.status === 'open';
  const error = place.error ?? cashOut.error;
  const refreshBalance = useRefreshBalance();
  const settledBet = view.myBet && view.myBet.status !== 'open' ? `${view.myBet.betId}:${view.myBet.status}` : null;
  useEffect(() => {
    // An auto cash-out is paid by the server on its own, told only through the feed.
    if (settledBet) refreshBalance();
  }, [settledBet, refreshBalance]);
  return (
    <Page data-testid="crash-page" data-connection={view.connection}>
      <Title>{t('crash.title')}</Title>
      {view.connection === 'reconnecting' ? (
        <Message tone="info" announce data-testid="crash-reconnecting">
          {t('crash.reconnecting')}
        </Message>
      ) : null}
      <Table>
        <StageArea>
          <CrashHistory history={view.history} />
          <CrashStage view={view} />
        </StageArea>
        <ControlsArea>
          <Card data-testid="crash-controls">
            <CrashBetForm
              limits={settings.data?.limits.CRASH}
              canPlace={!canBet(environment) || (betting && !hasBetThisRound)}
              busy={place.isPending}
              onPlace={(bet) => {
                cashOut.reset();
                place.mutate(bet);
              }}
            />
            <CrashOwnBet view={view} busy={cashOut.isPending} onCashOut={() => round && cashOut.mutate(round.roundId)} />
            {error ? (
              <Message tone="error" announce data-testid="crash-error">
                {t(errorKeyOf(error))}
              </Message>
            ) : null}
            {!canBet(environment) ? <Note>{t('crash.guestWatching')}</Note> : null}
          </Card>
        </ControlsArea>
      </Table>
      <Lists>
        <CrashPlayers view={view} />
        {canBet(environment) ? <CrashMyRounds rounds={view.myRounds} /> : null}
      </Lists>
    </Page>
  );
}
