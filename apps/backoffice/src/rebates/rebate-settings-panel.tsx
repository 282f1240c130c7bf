import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand, RebateSettings } from '@croupier/contract';
import { GAME_TYPES, REBATE_DAILY_CAP_MAJOR_MAX, REBATE_RATE_PPM_MAX, type GameType } from '@croupier/domain';
import { Button, Input, Spinner, vars } from '@croupier/ui';
import { brandTime } from '../parts/brand-format';
import { Actions, Alert, Muted, Panel, PanelHeading } from '../parts/page-parts';
import { useOperator } from '../session/use-session';
import { rebateRefusal } from './console-refusal';
import { formValuesOf, percentText, readSettingsForm, type SettingsFormValues, type SettingsProblems } from './settings-form';
import { useRebateSettings, useSaveRebateSettings } from './use-rebate-console';

/** Who may change the rates: the platform refuses anyone else (FORBIDDEN), so the form says so first. */
const EDITORS = ['SUPERVISOR', 'ADMIN'];

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 280px));
  gap: 12px 18px;
`;

/** The thirteen rates side by side, as many to a row as the window takes. */
const RateGrid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 10px 16px;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
    font-size: 14px;
  }
`;

const Saved = styled.p`
  margin: 0;
  color: ${vars.colorSuccess};
  font-size: 14px;
`;

const hasProblems = (problems: SettingsProblems) => Object.keys(problems.rates).length > 0 || problems.dailyCap !== undefined || problems.payHour !== undefined;

function SettingsForm({ brand, settings, editable }: { brand: BackofficeBrand; settings: RebateSettings; editable: boolean }) {
  const { t } = useTranslation(['rebates', 'common']);
  const [values, setValues] = useState<SettingsFormValues>(() => formValuesOf(settings, brand.currency.scale));
  const [problems, setProblems] = useState<SettingsProblems>({ rates: {} });
  const [saved, setSaved] = useState(false);
  const save = useSaveRebateSettings(brand.merchantCode);
  // the form follows what the platform holds, after a save or a fresh read
  useEffect(() => setValues(formValuesOf(settings, brand.currency.scale)), [settings, brand.currency.scale]);
  const maxPercent = percentText(REBATE_RATE_PPM_MAX);
  const problem = (key: string | undefined) => (key ? t(`console.settings.problems.${key}`, { max: key === 'capTooHigh' ? REBATE_DAILY_CAP_MAJOR_MAX : maxPercent }) : undefined);
  const setRate = (gameType: GameType, text: string) => setValues((current) => ({ ...current, rates: { ...current.rates, [gameType]: text } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const read = readSettingsForm(brand.merchantCode, values, brand.currency.scale);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems({ rates: {} });
    save.mutate(read.input, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="rebate-settings-form">
      <Panel aria-labelledby="rebate-settings-title">
        <PanelHeading id="rebate-settings-title">{t('console.settings.title')}</PanelHeading>
        <Muted>{t('console.settings.intro')}</Muted>
        <Muted data-testid="rebate-mode">{t(`console.mode.${settings.mode}`, { days: settings.claimDays, zone: settings.timeZone })}</Muted>
        <RateGrid>
          <legend>{t('console.settings.rates')}</legend>
          {GAME_TYPES.map((gameType) => (
            <Input
              key={gameType}
              label={t(`common:gameType.${gameType}`)}
              inputMode="decimal"
              value={values.rates[gameType]}
              onChange={(event) => setRate(gameType, event.target.value)}
              disabled={!editable}
              error={problem(problems.rates[gameType])}
              data-testid={`rebate-rate-${gameType}`}
            />
          ))}
        </RateGrid>
        <Muted>{t('console.settings.rateHint', { max: maxPercent })}</Muted>
        <Fields>
          <Input
            label={t('console.settings.dailyCap')}
            hint={t('console.settings.dailyCapHint', { currency: brand.currency.code })}
            inputMode="numeric"
            value={values.dailyCap}
            onChange={(event) => setValues((current) => ({ ...current, dailyCap: event.target.value }))}
            disabled={!editable}
            error={problem(problems.dailyCap)}
            data-testid="rebate-daily-cap"
          />
          <Input
            label={t('console.settings.payHour')}
            hint={t('console.settings.payHourHint', { zone: brand.timeZone })}
            inputMode="numeric"
            value={values.payHour}
            onChange={(event) => setValues((current) => ({ ...current, payHour: event.target.value }))}
            disabled={!editable}
            error={problem(problems.payHour)}
            data-testid="rebate-pay-hour"
          />
        </Fields>
        {hasProblems(problems) ? (
          <Alert role="alert" data-testid="rebate-settings-problems">
            {t('console.settings.problems.summary')}
          </Alert>
        ) : null}
        {save.isError ? (
          <Alert role="alert" data-testid="rebate-settings-refusal">
            {rebateRefusal(t, save.error)}
          </Alert>
        ) : null}
        {saved && !save.isPending ? (
          <Saved role="status" data-testid="rebate-settings-saved">
            {t('console.settings.saved')}
          </Saved>
        ) : null}
        {editable ? (
          <Actions>
            <Button type="submit" loading={save.isPending} data-testid="rebate-settings-save">
              {save.isPending ? t('console.settings.saving') : t('console.settings.save')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setValues(formValuesOf(settings, brand.currency.scale))}>
              {t('console.settings.reset')}
            </Button>
          </Actions>
        ) : (
          <Muted data-testid="rebate-settings-read-only">{t('console.settings.readOnly')}</Muted>
        )}
        <Muted>{t('console.settings.updatedAt', { time: brandTime(brand, settings.updatedAt) })}</Muted>
      </Panel>
    </form>
  );
}

/** A brand's rates per game type, daily cap and pay hour: read by every role, changed by supervisors and admins. */
export function RebateSettingsPanel({ brand }: { brand: BackofficeBrand }) {
  const { t } = useTranslation('rebates');
  const operator = useOperator();
  const settings = useRebateSettings(brand.merchantCode);
  if (settings.data) return <SettingsForm brand={brand} settings={settings.data} editable={operator !== null && EDITORS.includes(operator.role)} />;
  return (
    <Panel data-testid="rebate-settings">
      <PanelHeading>{t('console.settings.title')}</PanelHeading>
      {settings.isError ? (
        <Alert role="alert">
          {t('console.loadFailed')} {rebateRefusal(t, settings.error)}
        </Alert>
      ) : (
        <Spinner />
      )}
    </Panel>
  );
}
