import { useTranslation } from 'react-i18next';
import type { InHouseRound } from '@croupier/contract';
import { formatInteger } from '@croupier/i18n';
import { Facts, Hash } from '../parts/page.styles';
import { Money } from '../parts/money';
import { formatCrashHundredths, formatHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';

/** What was published about the round: the inputs a player needs to check it elsewhere too. */
export function RoundFacts({ round }: { round: InHouseRound }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  if (round.game === 'CRASH') {
    const crash = round.round;
    return (
      <Facts data-testid="verify-facts">
        <dt>{t('verify.game')}</dt>
        <dd>{t('games.CRASH')}</dd>
        <dt>{t('verify.crashPoint')}</dt>
        <dd>{crash.crashPointHundredths === null ? '–' : formatCrashHundredths(crash.crashPointHundredths, language)}</dd>
        <dt>{t('verify.roundHash')}</dt>
        <dd>
          <Hash>{crash.roundHash ?? '–'}</Hash>
        </dd>
        <dt>{t('verify.chainCommitment')}</dt>
        <dd>
          <Hash>{crash.chainCommitment}</Hash>
        </dd>
        <dt>{t('verify.chainRound')}</dt>
        <dd>{formatInteger(crash.chainRoundNumber, language)}</dd>
        {crash.beacon ? (
          <>
            <dt>{t('verify.beaconRound')}</dt>
            <dd>{crash.beacon.round}</dd>
            <dt>{t('verify.salt')}</dt>
            <dd>
              <Hash>{crash.salt ?? '–'}</Hash>
            </dd>
          </>
        ) : null}
      </Facts>
    );
  }
  return (
    <Facts data-testid="verify-facts">
      <dt>{t('verify.game')}</dt>
      <dd>{t(`games.${round.game}`)}</dd>
      <dt>{t('verify.stake')}</dt>
      <dd>
        <Money amountMinor={round.amountMinor} />
      </dd>
      {round.game === 'DICE' ? (
        <>
          <dt>{t('verify.roll')}</dt>
          <dd>{formatHundredths(round.roll, language)}</dd>
        </>
      ) : (
        <>
          <dt>{t('verify.mineCount')}</dt>
          <dd>{formatInteger(round.mineCount, language)}</dd>
        </>
      )}
      <dt>{t('verify.payout')}</dt>
      <dd>
        <Money amountMinor={round.payoutMinor} />
      </dd>
      <dt>{t('fairness.serverSeedHash')}</dt>
      <dd>
        <Hash>{round.seeds.serverSeedHash}</Hash>
      </dd>
      <dt>{t('verify.serverSeed')}</dt>
      <dd>
        <Hash>{round.seeds.serverSeed ?? '–'}</Hash>
      </dd>
      <dt>{t('fairness.clientSeed')}</dt>
      <dd>
        <Hash>{round.seeds.clientSeed}</Hash>
      </dd>
      <dt>{t('fairness.nonce')}</dt>
      <dd>{formatInteger(round.seeds.nonce, language)}</dd>
    </Facts>
  );
}
