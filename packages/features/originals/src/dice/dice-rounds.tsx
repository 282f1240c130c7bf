import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, RoundList } from '../parts/page.styles';
import { Money } from '../parts/money';
import { formatHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import { verifyPathOf } from '../verify/verify-path';
import type { DiceRound } from './dice-result';
import { Note, SectionTitle } from '@croupier/ui';

/** This visit's rolls, newest first, each a link to check it on the verifier. */
export function DiceRounds({ rounds }: { rounds: readonly DiceRound[] }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  return (
    <Card aria-labelledby="dice-rounds-title">
      <SectionTitle id="dice-rounds-title">{t('rounds.title')}</SectionTitle>
      {rounds.length === 0 ? <Note>{t('rounds.none')}</Note> : null}
      <RoundList data-testid="dice-rounds">
        {rounds.map((round) => (
          <li key={round.roundId} data-testid={`dice-round-${round.roundId}`}>
            <span>
              {t(round.direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver', {
                roll: formatHundredths(round.roll, language),
                target: formatHundredths(round.targetHundredths, language),
              })}
            </span>
            <Money amountMinor={round.win ? round.payoutMinor : -round.amountMinor} />
            <Link to={verifyPathOf(round.roundId)} data-testid="round-verify-link">
              {t('rounds.verify')}
            </Link>
          </li>
        ))}
      </RoundList>
    </Card>
  );
}
