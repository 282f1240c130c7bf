import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../parts/page.styles';
import { Money } from '../parts/money';
import { formatCrashHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import { verifyPathOf } from '../verify/verify-path';
import { BetTable } from './crash-players';
import type { OwnRound } from './crash-view';
import { Note, SectionTitle } from '@croupier/ui';

/** The player's own bets of the rounds that ended while the page was open, newest first, each with its verifier link. */
export function CrashMyRounds({ rounds }: { rounds: readonly OwnRound[] }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  return (
    <Card aria-labelledby="crash-my-rounds-title" data-testid="crash-my-rounds">
      <SectionTitle id="crash-my-rounds-title">{t('crash.myBets')}</SectionTitle>
      {rounds.length === 0 ? (
        <Note>{t('crash.myBetsNone')}</Note>
      ) : (
        <BetTable>
          <thead>
            <tr>
              <th scope="col">{t('crash.column.crashPoint')}</th>
              <th scope="col">{t('crash.column.stake')}</th>
              <th scope="col">{t('crash.column.cashedOut')}</th>
              <th scope="col">{t('crash.column.profit')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.betId} data-testid={`crash-my-round-${round.roundId}`} data-status={round.status}>
                <td>
                  <Link to={verifyPathOf(round.roundId)} data-testid="round-verify-link" title={t('rounds.verify')}>
                    {formatCrashHundredths(round.crashPointHundredths, language)}
                  </Link>
                </td>
                <td>
                  <Money amountMinor={round.amountMinor} />
                </td>
                <td>{round.status === 'won' && round.cashOutHundredths !== null ? formatCrashHundredths(round.cashOutHundredths, language) : t(`crash.result.${round.status}`)}</td>
                <td>
                  <Money amountMinor={round.payoutMinor - round.amountMinor} testId="crash-my-round-net" />
                </td>
              </tr>
            ))}
          </tbody>
        </BetTable>
      )}
    </Card>
  );
}
