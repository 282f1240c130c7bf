import { useTranslation } from 'react-i18next';
import { Tabs } from '@croupier/ui';
import { Formula, Steps } from './fairness-page.styles';
import { FORMULAS } from './formulas';
import { TestVectors, type VectorGame } from './test-vectors';

type FormulaName = keyof typeof FORMULAS;

/** Each step: one sentence of the dictionary, then the definitions it names. */
const STEPS: Record<'seeds' | VectorGame, { step: string; formulas: FormulaName[] }[]> = {
  seeds: [
    { step: 'commit', formulas: ['commitment'] },
    { step: 'block', formulas: ['block'] },
    { step: 'words', formulas: ['words'] },
    { step: 'rejection', formulas: ['rejection'] },
    { step: 'reveal', formulas: [] },
  ],
  dice: [
    { step: 'roll', formulas: ['diceRoll'] },
    { step: 'win', formulas: ['diceWinning'] },
    { step: 'multiplier', formulas: ['diceMultiplier', 'payout'] },
  ],
  mines: [
    { step: 'shuffle', formulas: ['minesShuffle', 'minesMines'] },
    { step: 'multiplier', formulas: ['minesMultiplier', 'payout'] },
  ],
  crash: [
    { step: 'chain', formulas: ['chain', 'chainLink'] },
    { step: 'beacon', formulas: ['beacon'] },
    { step: 'point', formulas: ['gameHash', 'crashPoint'] },
    { step: 'curve', formulas: ['curve', 'payout'] },
  ],
};

function Section({ name }: { name: keyof typeof STEPS }) {
  const { t } = useTranslation('originals');
  return (
    <Steps data-testid={`fairness-steps-${name}`}>
      {STEPS[name].map(({ step, formulas }) => (
        <li key={step}>
          <p>{t(`fairnessPage.${name}.${step}`)}</p>
          {formulas.map((formula) => (
            <Formula key={formula} data-formula={formula}>
              {FORMULAS[formula]}
            </Formula>
          ))}
        </li>
      ))}
    </Steps>
  );
}

/** The algorithm, one tab per game after the bytes they share, each with its test vectors. */
export function AlgorithmTabs() {
  const { t } = useTranslation('originals');
  const games: VectorGame[] = ['dice', 'mines', 'crash'];
  return (
    <Tabs
      label={t('fairnessPage.tabsLabel')}
      appearance="line"
      items={[
        {
          id: 'seeds',
          label: t('fairnessPage.seeds.tab'),
          content: (
            <>
              <Section name="seeds" />
              <TestVectors key="seeds" game="seeds" />
            </>
          ),
        },
        ...games.map((game) => ({
          id: game,
          label: t(`games.${game.toUpperCase()}`),
          content: (
            <>
              <Section name={game} />
              {/* A tab's own disclosure: without the key, React would keep one open on switching tabs. */}
              <TestVectors key={game} game={game} />
            </>
          ),
        })),
      ]}
    />
  );
}
