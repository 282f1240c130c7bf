import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMOTION_RAFFLE_MAX_PRIZES, type BackofficeBrand } from '@croupier/contract';
import { readTypedAmount } from '@croupier/domain';
import { Button, Input, vars } from '@croupier/ui';
import { brandMoney } from '../parts/brand-format';
import { GroupProblem, Worked, type BuilderPartProps } from './builder-kit';
import type { PrizeRow } from './promotion-form';

const Rows = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PrizeLine = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) 84px auto;
  gap: 10px 12px;
  align-items: start;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Chance = styled.div`
  display: grid;
  gap: 6px;
  font-size: 13px;
  & span:first-child {
    color: ${vars.colorTextMuted};
  }
  & strong {
    font-size: 15px;
    font-variant-numeric: tabular-nums;
  }
`;

const RemoveSlot = styled.div`
  padding-top: 26px;
`;

export interface ReadPrize {
  amountMinor: number | null;
  weight: number | null;
}

/** Each row as far as it reads: an amount of 0 is a "better luck next time", a weight a whole number of 1 or more. */
export function readPrizes(prizes: readonly PrizeRow[], scale: number): ReadPrize[] {
  return prizes.map((prize) => {
    const zero = prize.amount.trim() !== '' && /^\s*0*(?:\.0*)?\s*$/.test(prize.amount);
    const amount = readTypedAmount(prize.amount, scale);
    const weight = /^\s*\d{1,7}\s*$/.test(prize.weight) ? Number(prize.weight.trim()) : null;
    return { amountMinor: zero ? 0 : amount.ok ? amount.amountMinor : null, weight: weight !== null && weight >= 1 ? weight : null };
  });
}

/** A prize's chance in percent with two decimals, as text: its weight's share of all the weights. */
export function chanceText(weight: number | null, totalWeight: number): string {
  if (weight === null || totalWeight <= 0) return '—';
  const hundredths = Math.round((weight * 10_000) / totalWeight);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')} %`;
}

/** What one draw pays on average, in minor units rounded up; null while a row cannot be read. */
export function meanDrawMinor(read: readonly ReadPrize[]): number | null {
  if (read.some((prize) => prize.amountMinor === null || prize.weight === null)) return null;
  const total = read.reduce((sum, prize) => sum + (prize.weight ?? 0), 0);
  if (total === 0) return null;
  const weighted = read.reduce((sum, prize) => sum + BigInt(prize.amountMinor ?? 0) * BigInt(prize.weight ?? 0), 0n);
  return Number((weighted + BigInt(total) - 1n) / BigInt(total));
}

function PrizeFields({ brand, prize, index, chance, canRemove, problemOf, onChange, onRemove }: {
  brand: BackofficeBrand;
  prize: PrizeRow;
  index: number;
  chance: string;
  canRemove: boolean;
  problemOf: BuilderPartProps['problemOf'];
  onChange: (prize: PrizeRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('promotionConsole');
  return (
    <PrizeLine data-testid="promotion-prize">
      <Input
        label={t('builder.prizeAmount', { number: index + 1, currency: brand.currency.code })}
        hint={t('builder.prizeZeroHint')}
        inputMode="decimal"
        value={prize.amount}
        onChange={(event) => onChange({ ...prize, amount: event.target.value })}
        error={problemOf(`rafflePrizes.${index}.amountMinor`)}
        data-testid="promotion-prize-amount"
      />
      <Input
        label={t('builder.prizeWeight')}
        inputMode="numeric"
        value={prize.weight}
        onChange={(event) => onChange({ ...prize, weight: event.target.value })}
        error={problemOf(`rafflePrizes.${index}.weight`)}
        data-testid="promotion-prize-weight"
      />
      <Chance>
        <span>{t('builder.prizeChance')}</span>
        <strong data-testid="promotion-prize-chance">{chance}</strong>
      </Chance>
      <RemoveSlot>
        <Button type="button" size="small" variant="ghost" disabled={!canRemove} onClick={onRemove} aria-label={t('builder.prizeRemoveLabel', { number: index + 1 })}>
          {t('builder.prizeRemove')}
        </Button>
      </RemoveSlot>
    </PrizeLine>
  );
}

/** A raffle's prizes (up to ten), each drawn with its weight's share; the chance of each and the mean cost of a draw shown as typed. */
export function RafflePrizes({ brand, form, update, problemOf }: BuilderPartProps) {
  const { t } = useTranslation('promotionConsole');
  const read = readPrizes(form.prizes, brand.currency.scale);
  const totalWeight = read.reduce((sum, prize) => sum + (prize.weight ?? 0), 0);
  const mean = meanDrawMinor(read);
  const paths = (index: number) => [`rafflePrizes.${index}`, 'rafflePrizes'];
  return (
    <>
      <Rows data-testid="promotion-prizes">
        {form.prizes.map((prize, index) => (
          <PrizeFields
            // a prize's place is its identity: the platform names a refused prize by its index
            key={index}
            brand={brand}
            prize={prize}
            index={index}
            chance={chanceText(read[index]?.weight ?? null, totalWeight)}
            canRemove={form.prizes.length > 1}
            problemOf={problemOf}
            onChange={(changed) => update((current) => ({ ...current, prizes: current.prizes.map((each, at) => (at === index ? changed : each)) }), paths(index))}
            onRemove={() => update((current) => ({ ...current, prizes: current.prizes.filter((_, at) => at !== index) }), ['rafflePrizes'])}
          />
        ))}
      </Rows>
      {problemOf('rafflePrizes') ? <GroupProblem role="alert">{problemOf('rafflePrizes')}</GroupProblem> : null}
      <div>
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={form.prizes.length >= PROMOTION_RAFFLE_MAX_PRIZES}
          onClick={() => update((current) => ({ ...current, prizes: [...current.prizes, { amount: '', weight: '1' }] }), ['rafflePrizes'])}
          data-testid="promotion-prize-add"
        >
          {t('builder.prizeAdd', { max: PROMOTION_RAFFLE_MAX_PRIZES })}
        </Button>
      </div>
      <Worked data-testid="promotion-raffle-mean">{mean === null ? t('builder.raffleNoMean') : t('builder.raffleMean', { amount: brandMoney(brand, mean) })}</Worked>
    </>
  );
}
