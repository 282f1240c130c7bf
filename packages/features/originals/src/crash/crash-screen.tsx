import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canBet, useOriginalsEnvironment } from '../environment/originals-environment';
import { errorKeyOf } from '../parts/error-key';
import { Card, Message, Note, Page, PlayLayout, Title } from '../parts/page.styles';
import { useRefreshBalance } from '../parts/use-refresh-balance';
import { useInHouseSettings } from '../parts/use-settings';
import { CrashBetForm } from './crash-bet-form';
import { CrashBoard } from './crash-board';
import { CrashHistory } from './crash-history';
import { CrashOwnBet } from './crash-own-bet';
import { useCrashBets } from './use-crash-bets';
import { useCrashFeed } from './use-crash-feed';

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
        <Message $tone="info" role="status" data-testid="crash-reconnecting">
          {t('crash.reconnecting')}
        </Message>
      ) : null}
      <PlayLayout>
        <Card>
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
            <Message $tone="error" role="alert" data-testid="crash-error">
              {t(errorKeyOf(error))}
            </Message>
          ) : null}
          {!canBet(environment) ? <Note>{t('crash.guestWatching')}</Note> : null}
        </Card>
        <Card aria-live="off">
          <CrashBoard view={view} />
        </Card>
      </PlayLayout>
      <CrashHistory history={view.history} />
    </Page>
  );
}
