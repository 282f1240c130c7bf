import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand, RedEnvelopeEligibility } from '@croupier/contract';
import { readTypedAmount } from '@croupier/domain';
import { Button, Input, Select, mix, vars } from '@croupier/ui';
import { brandMoney } from '../parts/brand-format';
import { Alert, Panel, PanelHeading } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { useCreatePool } from './use-red-envelopes';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: 12px 16px;
  align-items: end;
`;

const Preview = styled.div`
  grid-column: 1 / -1;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorPrimary', 8)};
  font-size: 14px;
`;

const HOUR_MS = 60 * 60_000;

/** A datetime-local value (the operator's own clock) for an instant. */
function localInput(ms: number): string {
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

interface Draft {
  titleEn: string;
  titleBn: string;
  total: string;
  count: string;
  minimum: string;
  startsAt: string;
  endsAt: string;
  eligibility: RedEnvelopeEligibility;
}

function freshDraft(): Draft {
  const now = Date.now();
  return { titleEn: '', titleBn: '', total: '', count: '10', minimum: '', startsAt: localInput(now), endsAt: localInput(now + 24 * HOUR_MS), eligibility: 'ALL_MEMBERS' };
}

/** The terms as the platform takes them, or null while a figure cannot be read. */
function termsOf(draft: Draft, scale: number) {
  const total = readTypedAmount(draft.total, scale);
  const minimum = readTypedAmount(draft.minimum, scale);
  const count = /^\d{1,6}$/.test(draft.count.trim()) ? Number(draft.count.trim()) : NaN;
  if (!total.ok || !minimum.ok || !Number.isSafeInteger(count) || count < 1) return null;
  return { totalMinor: total.amountMinor, minMinor: minimum.amountMinor, envelopeCount: count };
}

/** What the split will look like: the mean, and the range of the first envelope by the double-mean rule. */
function PoolPreview({ brand, draft }: { brand: BackofficeBrand; draft: Draft }) {
  const { t } = useTranslation('redEnvelope');
  const terms = termsOf(draft, brand.currency.scale);
  if (!terms) return null;
  if (terms.minMinor * terms.envelopeCount > terms.totalMinor) {
    return (
      <Preview data-testid="pool-preview" data-valid="false">
        {t('console.form.previewProblem')}
      </Preview>
    );
  }
  const mean = Math.floor(terms.totalMinor / terms.envelopeCount);
  const max = terms.envelopeCount === 1 ? terms.totalMinor : Math.min(Math.floor((2 * terms.totalMinor) / terms.envelopeCount), terms.totalMinor - terms.minMinor * (terms.envelopeCount - 1));
  return (
    <Preview data-testid="pool-preview" data-valid="true">
      <strong>{t('console.form.preview')}: </strong>
      {t('console.form.previewMean', { amount: brandMoney(brand, mean), min: brandMoney(brand, terms.minMinor), max: brandMoney(brand, max) })}
    </Preview>
  );
}

/** The form that makes a pool; it waits for a second operator's approval before any money moves. */
export function PoolForm({ brand, onCreated }: { brand: BackofficeBrand; onCreated: () => void }) {
  const { t } = useTranslation('redEnvelope');
  const { t: consoleText } = useConsoleText();
  const create = useCreatePool();
  const [draft, setDraft] = useState<Draft>(freshDraft);
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const terms = termsOf(draft, brand.currency.scale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!terms) return;
    create.mutate(
      {
        merchantCode: brand.merchantCode,
        titleEn: draft.titleEn.trim(),
        titleBn: draft.titleBn.trim(),
        ...terms,
        startsAt: new Date(draft.startsAt).toISOString(),
        endsAt: new Date(draft.endsAt).toISOString(),
        eligibility: draft.eligibility,
      },
      {
        onSuccess: () => {
          setDraft(freshDraft());
          onCreated();
        },
      },
    );
  };

  return (
    <Panel aria-labelledby="pool-form-title" data-testid="pool-form">
      <PanelHeading id="pool-form-title">{t('console.create')}</PanelHeading>
      <Grid onSubmit={submit}>
        <Input label={t('console.form.titleEn')} value={draft.titleEn} onChange={(event) => set('titleEn')(event.target.value)} maxLength={80} required data-testid="pool-title-en" />
        <Input label={t('console.form.titleBn')} value={draft.titleBn} onChange={(event) => set('titleBn')(event.target.value)} maxLength={80} required data-testid="pool-title-bn" />
        <Input label={`${t('console.form.total')} (${brand.currency.code})`} inputMode="decimal" value={draft.total} onChange={(event) => set('total')(event.target.value)} required data-testid="pool-total" />
        <Input label={t('console.form.count')} inputMode="numeric" value={draft.count} onChange={(event) => set('count')(event.target.value)} required data-testid="pool-envelopes" />
        <Input label={`${t('console.form.minimum')} (${brand.currency.code})`} inputMode="decimal" value={draft.minimum} onChange={(event) => set('minimum')(event.target.value)} required data-testid="pool-minimum" />
        <Select
          label={t('console.form.eligibility')}
          value={draft.eligibility}
          onChange={(value) => set('eligibility')(value)}
          options={[
            { value: 'ALL_MEMBERS', label: t('console.form.ALL_MEMBERS') },
            { value: 'DEPOSITORS', label: t('console.form.DEPOSITORS') },
          ]}
          data-testid="pool-eligibility"
        />
        <Input label={t('console.form.startsAt')} type="datetime-local" value={draft.startsAt} onChange={(event) => set('startsAt')(event.target.value)} required data-testid="pool-starts" />
        <Input label={t('console.form.endsAt')} type="datetime-local" value={draft.endsAt} onChange={(event) => set('endsAt')(event.target.value)} required data-testid="pool-ends" />
        <PoolPreview brand={brand} draft={draft} />
        {create.error ? <Alert role="alert">{refusalText(consoleText, create.error)}</Alert> : null}
        <Button type="submit" loading={create.isPending} disabled={!terms} data-testid="pool-submit">
          {t('console.form.submit')}
        </Button>
      </Grid>
    </Panel>
  );
}
