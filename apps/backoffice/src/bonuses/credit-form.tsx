import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand, BonusCreditInput } from '@croupier/contract';
import { GAME_TYPES, type GameType } from '@croupier/domain';
import { Button, Dialog, Input, Select, mix, vars } from '@croupier/ui';
import { brandMoney } from '../parts/brand-format';
import { Alert, PanelHeading } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { bonusRefusal } from './bonus-refusal';
import { DEFAULT_CONTRIBUTION_PERCENTS, checkDraft, freshDraft, multiplierText, previewOf, requirementOf, type CreditDraft, type DraftPreview, type DraftProblem } from './credit-draft';
import { useCreditBonus } from './use-bonus-console';

const Frame = styled.section`
  display: grid;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurfaceRaised};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: 12px 16px;
  align-items: start;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Percents = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(130px, 100%), 1fr));
  gap: 8px 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  & legend {
    padding: 0 4px;
    font-size: 14px;
    font-weight: 600;
  }
`;

const Preview = styled.div`
  display: grid;
  gap: 4px;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorPrimary', 8)};
  font-size: 14px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

const newRequestId = () => `bc-${crypto.randomUUID()}`;

/** What the credit asks of the player, and whether it waits for a second operator. */
function CreditPreview({ brand, preview, threshold }: { brand: BackofficeBrand; preview: DraftPreview | null; threshold: number | null }) {
  const { t } = useTranslation('bonusConsole');
  if (!preview) return <Preview data-testid="bonus-credit-preview" data-valid="false">{t('form.previewNone')}</Preview>;
  const required = requirementOf(preview);
  const second = threshold !== null && preview.amountMinor > threshold;
  const words = {
    required: brandMoney(brand, required),
    times: multiplierText(preview.multiplierHundredths),
    base: preview.wageringBase === 'BONUS' ? t('form.previewBaseBonus') : t('form.previewBaseBoth'),
    days: preview.lifetimeDays ?? '?',
  };
  return (
    <Preview data-testid="bonus-credit-preview" data-valid="true" data-required-minor={required} data-second-approval={second}>
      <span>
        {t('form.preview', words)}{' '}
        {preview.maxCashoutMinor === null ? t('form.previewRelease') : t('form.previewReleaseCapped', { cap: brandMoney(brand, preview.maxCashoutMinor) })}
      </span>
      {threshold !== null ? <strong>{second ? t('form.previewSecond', { threshold: brandMoney(brand, threshold) }) : t('form.previewAtOnce', { threshold: brandMoney(brand, threshold) })}</strong> : null}
    </Preview>
  );
}

interface CreditFormProps {
  brand: BackofficeBrand;
  memberId: string;
  username: string;
  /** the amount above which a credit waits for a second operator; null for none */
  threshold: number | null;
  onDone: (message: string) => void;
}

/** "Credit a bonus": every term checked as typed, the requirement previewed, and asked before it is sent. */
export function CreditForm({ brand, memberId, username, threshold, onDone }: CreditFormProps) {
  const { t } = useTranslation(['bonusConsole', 'common']);
  const { t: consoleText } = useConsoleText();
  const credit = useCreditBonus();
  const [draft, setDraft] = useState<CreditDraft>(freshDraft);
  const [requestId, setRequestId] = useState(newRequestId);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<BonusCreditInput | null>(null);
  const { problems, input } = checkDraft(draft, brand.currency.scale);
  const set = (field: Exclude<keyof CreditDraft, 'contributions'>) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const setPercent = (type: GameType, value: string) => setDraft((current) => ({ ...current, contributions: { ...current.contributions, [type]: value } }));
  const problemText = (problem: DraftProblem | undefined) => (tried && problem ? t(`form.problems.${problem}`, { scale: brand.currency.scale }) : undefined);
  const money = (label: string) => `${t(label, { currency: brand.currency.code })}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!input) return;
    credit.reset();
    setConfirming({ merchantCode: brand.merchantCode, memberId, requestId, ...input });
  };
  const send = () => {
    if (!confirming) return;
    credit.mutate(confirming, {
      onSuccess: ({ credit: made, bonus }) => {
        setConfirming(null);
        setDraft(freshDraft());
        setRequestId(newRequestId());
        setTried(false);
        onDone(bonus ? t('form.granted', { id: bonus.bonusId, username }) : t('form.requested', { id: made.creditId }));
      },
    });
  };
  const waits = confirming !== null && threshold !== null && confirming.amountMinor > threshold;

  return (
    <Frame aria-labelledby="bonus-credit-title" data-testid="bonus-credit-form">
      <PanelHeading id="bonus-credit-title">{t('form.title', { username })}</PanelHeading>
      <form onSubmit={submit} noValidate>
        <Grid>
          <Input label={money('form.amount')} inputMode="decimal" value={draft.amount} onChange={(event) => set('amount')(event.target.value)} error={problemText(problems.amount)} data-testid="bonus-credit-amount" />
          <Input
            label={t('form.multiplier')}
            hint={t('form.multiplierHint')}
            inputMode="decimal"
            value={draft.multiplier}
            onChange={(event) => set('multiplier')(event.target.value)}
            error={problemText(problems.multiplier)}
            data-testid="bonus-credit-multiplier"
          />
          <Select
            label={t('form.base')}
            value={draft.base}
            onChange={(value) => set('base')(value === 'BONUS_AND_DEPOSIT' ? 'BONUS_AND_DEPOSIT' : 'BONUS')}
            options={[
              { value: 'BONUS', label: t('form.baseBonus') },
              { value: 'BONUS_AND_DEPOSIT', label: t('form.baseBonusAndDeposit') },
            ]}
            data-testid="bonus-credit-base"
          />
          {draft.base === 'BONUS_AND_DEPOSIT' ? (
            <Input label={money('form.deposit')} inputMode="decimal" value={draft.deposit} onChange={(event) => set('deposit')(event.target.value)} error={problemText(problems.deposit)} data-testid="bonus-credit-deposit" />
          ) : null}
          <Input label={money('form.maxBet')} hint={t('form.optional')} inputMode="decimal" value={draft.maxBet} onChange={(event) => set('maxBet')(event.target.value)} error={problemText(problems.maxBet)} data-testid="bonus-credit-max-bet" />
          <Input label={money('form.maxCashout')} hint={t('form.optional')} inputMode="decimal" value={draft.maxCashout} onChange={(event) => set('maxCashout')(event.target.value)} error={problemText(problems.maxCashout)} data-testid="bonus-credit-max-cashout" />
          <Input label={t('form.lifetimeDays')} inputMode="numeric" value={draft.lifetimeDays} onChange={(event) => set('lifetimeDays')(event.target.value)} error={problemText(problems.lifetimeDays)} data-testid="bonus-credit-days" />
          <Input label={t('form.titleEn')} maxLength={80} value={draft.titleEn} onChange={(event) => set('titleEn')(event.target.value)} error={problemText(problems.titleEn)} data-testid="bonus-credit-title-en" />
          <Input label={t('form.titleBn')} lang="bn" maxLength={80} value={draft.titleBn} onChange={(event) => set('titleBn')(event.target.value)} error={problemText(problems.titleBn)} data-testid="bonus-credit-title-bn" />
          <Wide>
            <Input label={t('form.reason')} hint={t('form.reasonHint')} maxLength={500} value={draft.reason} onChange={(event) => set('reason')(event.target.value)} error={problemText(problems.reason)} data-testid="bonus-credit-reason" />
          </Wide>
          <Wide>
            <Percents data-testid="bonus-credit-contributions">
              <legend>{t('form.contributions')}</legend>
              {GAME_TYPES.map((type) => (
                <Input
                  key={type}
                  label={t(`common:gameType.${type}`)}
                  inputMode="numeric"
                  value={draft.contributions[type]}
                  onChange={(event) => setPercent(type, event.target.value)}
                  error={problemText(problems[`contribution.${type}`])}
                  data-testid={`bonus-credit-percent-${type}`}
                />
              ))}
              <Wide>
                <Row>
                  <Button
                    type="button"
                    size="small"
                    variant="ghost"
                    onClick={() => setDraft((current) => ({ ...current, contributions: freshDraft().contributions }))}
                    disabled={GAME_TYPES.every((type) => draft.contributions[type] === String(DEFAULT_CONTRIBUTION_PERCENTS[type]))}
                  >
                    {t('form.defaults')}
                  </Button>
                  <span>{t('form.contributionsHint')}</span>
                </Row>
                {problemText(problems.contributions) ? <Alert role="alert">{problemText(problems.contributions)}</Alert> : null}
              </Wide>
            </Percents>
          </Wide>
          <Wide>
            <CreditPreview brand={brand} preview={previewOf(draft, brand.currency.scale)} threshold={threshold} />
          </Wide>
          {tried && !input ? (
            <Wide>
              <Alert role="alert" data-testid="bonus-credit-problems">
                {t('form.fixFirst')}
              </Alert>
            </Wide>
          ) : null}
          <Wide>
            <Button type="submit" data-testid="bonus-credit-submit">
              {input && threshold !== null && input.amountMinor > threshold ? t('form.submitForApproval') : t('form.submit')}
            </Button>
          </Wide>
        </Grid>
      </form>
      {confirming ? (
        <Dialog
          open
          onClose={() => setConfirming(null)}
          title={t('form.confirmTitle')}
          size="medium"
          buttons={[
            { label: t('form.back'), variant: 'secondary' },
            { label: waits ? t('form.confirmApproval') : t('form.confirm'), variant: 'primary', keepOpen: true, loading: credit.isPending, onClick: send },
          ]}
        >
          <div data-testid="bonus-credit-confirm">
            <p>
              {waits
                ? t('form.confirmLater', { amount: brandMoney(brand, confirming.amountMinor), username })
                : t('form.confirmNow', { amount: brandMoney(brand, confirming.amountMinor), username, required: brandMoney(brand, requirementOf(confirming)) })}
            </p>
            {credit.isError ? (
              <Alert role="alert" data-testid="bonus-credit-refusal">
                {bonusRefusal(t, consoleText, credit.error)}
              </Alert>
            ) : null}
          </div>
        </Dialog>
      ) : null}
    </Frame>
  );
}
