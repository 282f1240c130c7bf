import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FAIRNESS_VECTORS_PATH } from '@croupier/contract';
import { fairnessTestVectors } from '@croupier/provably-fair';
import { Disclosure, VectorFields, VectorGrid } from './fairness-page.styles';

export type VectorGame = 'dice' | 'mines' | 'crash';
export type VectorSet = 'seeds' | VectorGame;

type Vector = Record<string, unknown>;

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  return value === null ? 'null' : String(value);
}

function vectorsOf(set: VectorSet, vectors: ReturnType<typeof fairnessTestVectors>): Vector[] {
  switch (set) {
    case 'seeds':
      return vectors.rejection;
    case 'dice':
      return vectors.dice;
    case 'mines':
      return vectors.mines;
    case 'crash':
      return [vectors.crashChain, vectors.beacon, ...vectors.crash];
  }
}

/**
 * Inputs and outputs computed here, in the browser, by the package that settles the bets: the same
 * numbers as the JSON file the platform serves, which a test keeps equal to the package.
 */
export function TestVectors({ game }: { game: VectorSet }) {
  const { t } = useTranslation('originals');
  const vectors = useMemo(() => vectorsOf(game, fairnessTestVectors()), [game]);
  return (
    <Disclosure data-testid={`fairness-vectors-${game}`}>
      <summary>{t('fairnessPage.vectors.summary', { count: vectors.length })}</summary>
      <VectorGrid>
        {vectors.map((vector, index) => (
          <VectorFields key={index} data-testid="fairness-vector">
            {Object.entries(vector).map(([field, value]) => (
              <Field key={field} field={field} value={value} />
            ))}
          </VectorFields>
        ))}
        <a href={FAIRNESS_VECTORS_PATH} download>
          {t('fairnessPage.vectors.download')}
        </a>
      </VectorGrid>
    </Disclosure>
  );
}

function Field({ field, value }: { field: string; value: unknown }) {
  return (
    <>
      <dt>{field}</dt>
      <dd data-field={field}>{textOf(value)}</dd>
    </>
  );
}
