import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { offerContract, previewContractOffer, type ContractConflict, type OfferableKind } from '@croupier/contract';
import { AGENT_USERNAME_MAX_LENGTH, CONTRACT_PERIODS, type ContractKind, type ContractPeriod } from '@croupier/domain';
import { isApiError } from '@croupier/api-client';
import { useApiClient } from '@croupier/api-client/react';
import { formatMoney, useLanguage } from '@croupier/i18n';
import { Button, Form, Input, Message, Select } from '@croupier/ui';
import { useAgentEnvironment } from '../environment/agent-environment';
import { useErrorText } from '../parts/error-text';
import { ConflictsDialog } from './conflicts-dialog';
import { invalidateContracts } from './invalidate-contracts';
import { readOffer, takesPeriod, thresholdFieldsOf, type OfferDraft, type OfferField, type OfferTerms } from './offer-terms';
import { formatRate, RATE_PERCENT_DECIMALS } from './rate';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  align-items: start;
`;

const Legend = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 14px;
`;

export interface OfferFormProps {
  /** kinds the agent holds and may give, with its own rates */
  offerable: readonly OfferableKind[];
  /** the page's kind: the form offers only this one */
  kind?: ContractKind;
  /** a downline chosen already (from its details): the form offers to it only */
  downlineUsername?: string;
}

type Outcome = { tone: 'success' | 'error'; text: string };

function emptyDraft(kind: ContractKind, downlineUsername: string): OfferDraft {
  return { downlineUsername, kind, period: 'D', ratePercent: '', minValidBet: '', minProfitLoss: '', minActiveMembers: '', minBetAmount: '' };
}

/**
 * Offers a contract to a direct downline agent (decision 0022): the kind, its period, the rate in
 * percent up to four decimals and no higher than the agent's own, and the optional thresholds. When
 * the offer would end contracts further down, the server says so (CONTRACT_RATE_CONFLICT); the page
 * shows which, and sends again with `confirmTerminations` only once the agent agrees.
 */
export function OfferForm({ offerable, kind: fixedKind, downlineUsername: fixedDownline }: OfferFormProps) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { currency } = useAgentEnvironment();
  const kinds = fixedKind ? offerable.filter((each) => each.kind === fixedKind) : offerable;
  const firstKind = kinds[0]?.kind ?? 'SALARY';
  const [draft, setDraft] = useState<OfferDraft>(() => emptyDraft(firstKind, fixedDownline ?? ''));
  const [problems, setProblems] = useState<Partial<Record<OfferField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState<{ terms: OfferTerms; conflicts: ContractConflict[]; serverMessage: string | null } | null>(null);

  const own = kinds.find((each) => each.kind === draft.kind) ?? kinds[0];
  if (!own) return <Message variant="text" data-testid="agent-offer-none">{t(fixedKind ? 'offer.noneOfKind' : 'offer.none', { kind: fixedKind ? t(`contracts.kinds.${fixedKind}`) : '' })}</Message>;

  const change = (field: OfferField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };

  const send = async (terms: OfferTerms, confirmTerminations: boolean) => {
    setPending(true);
    setOutcome(null);
    try {
      const answer = await client.callApi(offerContract, { body: { ...terms, ...(confirmTerminations ? { confirmTerminations: true } : {}) } });
      setConfirming(null);
      setOutcome({ tone: 'success', text: t('offer.sent', { username: answer.request.toUsername }) });
      setDraft(emptyDraft(draft.kind, fixedDownline ?? ''));
      await invalidateContracts(queryClient);
    } catch (error) {
      if (!confirmTerminations && isApiError(error) && error.code === 'CONTRACT_RATE_CONFLICT') {
        // The preview names the contracts in a form the page can list; the message stands in when it cannot be had.
        const preview = await client.callApi(previewContractOffer, { body: terms }).catch(() => null);
        setConfirming({ terms, conflicts: preview?.conflicts ?? [], serverMessage: error.message });
        return;
      }
      setConfirming(null);
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.fields.length > 0) setProblems(fieldProblems(error.fields));
      setOutcome({ tone: 'error', text: errorText(error, { username: terms.downlineUsername }) });
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const read = readOffer(draft, { maxRatePpm: own.maxRatePpm, currencyScale: currency.scale });
    if (!read.ok) {
      const found: Partial<Record<OfferField, string>> = {};
      for (const { field, problem } of read.problems) {
        found[field] = t(`offer.problems.${problem}`, { max: formatRate(own.maxRatePpm, language), step: formatMoney(1, currency, language) });
      }
      setProblems(found);
      return;
    }
    void send(read.terms, false);
  };

  const money = (field: OfferField, label: string) => (
    <Input
      key={field}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={draft[field]}
      onChange={(event) => change(field)(event.target.value)}
      hint={t('offer.optional', { symbol: currency.symbol })}
      error={problems[field]}
      data-testid={`agent-offer-${field}`}
    />
  );
  const thresholds = thresholdFieldsOf(draft.kind);
  return (
    <Form noValidate onSubmit={submit} data-testid="agent-offer-form">
      <Grid>
        {fixedDownline ? null : (
          <Input
            label={t('offer.downline')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={AGENT_USERNAME_MAX_LENGTH}
            value={draft.downlineUsername}
            onChange={(event) => change('downlineUsername')(event.target.value)}
            hint={t('offer.downlineHint')}
            error={problems.downlineUsername}
            data-testid="agent-offer-downline"
          />
        )}
        {fixedKind ? null : (
          <Select
            label={t('offer.kind')}
            options={kinds.map((each) => ({ value: each.kind, label: t(`contracts.kinds.${each.kind}`) }))}
            value={draft.kind}
            onChange={(next) => change('kind')(next)}
            data-testid="agent-offer-kind"
          />
        )}
        {takesPeriod(draft.kind) ? (
          <Select
            label={t('offer.period')}
            options={CONTRACT_PERIODS.map((period) => ({ value: period, label: t(`contracts.periods.${period}`) }))}
            value={draft.period}
            onChange={(next) => change('period')(next as ContractPeriod)}
            data-testid="agent-offer-period"
          />
        ) : (
          <Message variant="text">{t('offer.fixedPeriod', { period: t(`contracts.fixedPeriods.${draft.kind}`) })}</Message>
        )}
        <Input
          label={t('offer.rate')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.ratePercent}
          onChange={(event) => change('ratePercent')(event.target.value)}
          hint={t('offer.rateHint', { max: formatRate(own.maxRatePpm, language), decimals: RATE_PERCENT_DECIMALS })}
          error={problems.ratePercent}
          data-testid="agent-offer-rate"
        />
      </Grid>
      <Legend>{t('offer.thresholds')}</Legend>
      <Grid>
        {money('minValidBet', t('contracts.thresholds.minValidBet'))}
        {thresholds.includes('minProfitLoss') ? money('minProfitLoss', t('contracts.thresholds.minProfitLoss')) : null}
        <Input
          label={t('contracts.thresholds.minActiveMembers')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.minActiveMembers}
          onChange={(event) => change('minActiveMembers')(event.target.value)}
          hint={t('offer.optionalCount')}
          error={problems.minActiveMembers}
          data-testid="agent-offer-minActiveMembers"
        />
        {thresholds.includes('minBetAmount') ? money('minBetAmount', t(draft.kind === 'HOURLY' ? 'contracts.thresholds.minBetAmountHourly' : 'contracts.thresholds.minBetAmountDaily')) : null}
      </Grid>
      {outcome ? (
        <Message variant="text" tone={outcome.tone} announce data-testid="agent-offer-outcome">
          {outcome.text}
        </Message>
      ) : null}
      <div>
        <Button type="submit" variant="accent" loading={pending && confirming === null} disabled={pending} data-testid="agent-offer-submit">
          {t('offer.submit')}
        </Button>
      </div>
      <ConflictsDialog
        open={confirming !== null}
        conflicts={confirming?.conflicts ?? []}
        serverMessage={confirming?.serverMessage ?? null}
        pending={pending}
        onConfirm={() => {
          if (confirming) void send(confirming.terms, true);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Form>
  );
}

/** The server's field errors, on the fields of the form they belong to. */
function fieldProblems(fields: readonly { field: string; message: string }[]): Partial<Record<OfferField, string>> {
  const byServerName: Record<string, OfferField> = {
    downlineUsername: 'downlineUsername',
    ratePpm: 'ratePercent',
    period: 'period',
    minValidBetMinor: 'minValidBet',
    minProfitLossMinor: 'minProfitLoss',
    minActiveMembers: 'minActiveMembers',
    minBetAmountMinor: 'minBetAmount',
  };
  const found: Partial<Record<OfferField, string>> = {};
  for (const each of fields) {
    const field = byServerName[each.field.split('.').at(-1) ?? ''];
    if (field) found[field] = each.message;
  }
  return found;
}
