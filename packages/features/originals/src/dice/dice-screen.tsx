import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Page, PlayLayout, Title } from '../parts/page.styles';
import { errorKeyOf } from '../parts/error-key';
import { useInHouseSettings } from '../parts/use-settings';
import { FairnessPanel } from '../fairness/fairness-panel';
import { DiceForm } from './dice-form';
import { DiceResult, type DiceRound } from './dice-result';
import { DiceRounds } from './dice-rounds';
import { diceBetBody, useDiceBet } from './use-dice-bet';
import { Message } from '@croupier/ui';

/** How many of this visit's rolls stay listed. */
const ROUNDS_KEPT = 20;

/** /bgs/dice: one roll per press, settled by the server and checkable on the verifier. */
export function DiceScreen() {
  const { t } = useTranslation('originals');
  const settings = useInHouseSettings();
  const bet = useDiceBet();
  const [rounds, setRounds] = useState<DiceRound[]>([]);
  const [latest] = rounds;
  return (
    <Page data-testid="dice-page">
      <Title>{t('dice.title')}</Title>
      <PlayLayout>
        <Card>
          <DiceForm
            houseEdgeBps={settings.data?.houseEdgeBps}
            limits={settings.data?.limits.DICE}
            pending={bet.isPending}
            onRoll={(intent) =>
              bet.mutate(diceBetBody(intent), {
                onSuccess: (value) => setRounds((kept) => [{ ...value, ...intent }, ...kept].slice(0, ROUNDS_KEPT)),
              })
            }
          />
        </Card>
        <Card aria-live="polite">
          {bet.error ? (
            <Message tone="error" announce data-testid="dice-error">
              {t(errorKeyOf(bet.error))}
            </Message>
          ) : null}
          {latest ? <DiceResult round={latest} /> : <Message tone="info">{t('dice.intro')}</Message>}
        </Card>
      </PlayLayout>
      <DiceRounds rounds={rounds} />
      <FairnessPanel />
    </Page>
  );
}
