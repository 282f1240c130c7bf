import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_MAX_MINES, MINES_MIN_MINES } from '@croupier/domain';
import { formatInteger } from '@croupier/i18n';
import { Button, Form, Select } from '@croupier/ui';
import { useBetGate } from '../parts/use-bet-gate';
import { StakeField, type StakeLimits } from '../parts/stake-field';
import { useLanguage } from '../parts/use-language';
import { useStake } from '../parts/use-stake';

const DEFAULT_MINE_COUNT = 3;
const MINE_COUNTS = Array.from({ length: MINES_MAX_MINES - MINES_MIN_MINES + 1 }, (_, index) => MINES_MIN_MINES + index);

/** Stake and mine count for a new game. */
export function MinesForm({ limits, busy, onStart }: { limits: StakeLimits | undefined; busy: boolean; onStart: (amountMinor: number, mineCount: number) => void }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const stake = useStake(limits);
  const [mineCount, setMineCount] = useState(DEFAULT_MINE_COUNT);
  const gate = useBetGate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    gate(() => {
      const amountMinor = stake.take();
      if (amountMinor !== null) onStart(amountMinor, mineCount);
    });
  };
  return (
    <Form spacing="tight" onSubmit={submit} noValidate data-testid="mines-form">
      <StakeField value={stake.typed} onChange={stake.setTyped} problem={stake.problem} limits={limits} testId="mines-stake" />
      <Select
        label={t('mines.mineCount')}
        value={String(mineCount)}
        onChange={(value) => setMineCount(Number(value))}
        options={MINE_COUNTS.map((count) => ({ value: String(count), label: formatInteger(count, language) }))}
        data-testid="mines-count"
      />
      <Button type="submit" loading={busy} data-testid="mines-start">
        {t('mines.start')}
      </Button>
    </Form>
  );
}
