import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { BackofficeBrand } from '@croupier/contract';
import { Button, Input, Select } from '@croupier/ui';
import { Actions, Muted } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { NO_FILTERS, type AuditFilters } from './audit-query';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 12px;
  align-items: start;
`;

/**
 * The log's filters, sent together when the operator asks (not on each key): the server narrows and
 * pages the log, so every filter costs a call. Days are the reader's, counted in their own zone.
 */
export function AuditFiltersForm({ applied, brands, timeZone, onApply }: { applied: AuditFilters; brands: readonly BackofficeBrand[]; timeZone: string; onApply: (filters: AuditFilters) => void }) {
  const { t } = useConsoleText();
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  const rangeBackwards = draft.fromDay !== '' && draft.toDay !== '' && draft.toDay < draft.fromDay;
  return (
    <Form onSubmit={submit} aria-label={t('audit.filters.heading')} data-testid="audit-filters">
      <Fields>
        <Input label={t('audit.filters.action')} hint={t('audit.filters.actionHint')} value={draft.action} onChange={(event) => set('action')(event.target.value)} data-testid="audit-filter-action" />
        <Input label={t('audit.filters.operator')} value={draft.operator} onChange={(event) => set('operator')(event.target.value)} data-testid="audit-filter-operator" />
        <Select
          label={t('audit.filters.brand')}
          value={draft.merchantCode}
          onChange={set('merchantCode')}
          options={[{ value: '', label: t('audit.filters.allBrands') }, ...brands.map((brand) => ({ value: brand.merchantCode, label: brand.displayName }))]}
          data-testid="audit-filter-brand"
        />
        <Input label={t('audit.filters.subject')} hint={t('audit.filters.subjectHint')} value={draft.subject} onChange={(event) => set('subject')(event.target.value)} data-testid="audit-filter-subject" />
        <Input type="date" label={t('audit.filters.from')} value={draft.fromDay} onChange={(event) => set('fromDay')(event.target.value)} data-testid="audit-filter-from" />
        <Input
          type="date"
          label={t('audit.filters.to')}
          value={draft.toDay}
          onChange={(event) => set('toDay')(event.target.value)}
          error={rangeBackwards ? t('audit.filters.backwards') : undefined}
          data-testid="audit-filter-to"
        />
      </Fields>
      <Muted>{t('audit.filters.zone', { zone: timeZone })}</Muted>
      <Actions>
        <Button type="submit" disabled={rangeBackwards} data-testid="audit-filter-apply">
          {t('audit.filters.apply')}
        </Button>
        <Button type="button" variant="secondary" onClick={clear} data-testid="audit-filter-clear">
          {t('audit.filters.clear')}
        </Button>
      </Actions>
    </Form>
  );
}
