import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AGENT_REPORT_MAX_DAYS, RANGE_PRESETS, type DayRange, type RangePreset } from '@croupier/domain';
import { formatDay, formatInteger, useLanguage } from '@croupier/i18n';
import { Button, Input, SegmentedControl } from '@croupier/ui';
import { canStepForward, RANGE_STEPS, type AgentRangeProblem, type RangeStep } from './agent-dates';

const Bar = styled.div`
  display: grid;
  gap: 10px;
`;

/** The presets wrap onto a second line on a phone (the control keeps each label on one line). */
const Presets = styled.div`
  max-width: 100%;
`;

/** The days the report covers, in words, whichever way they were chosen: a preset names no dates itself. */
const Shown = styled.p`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Custom = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 10px;
  max-width: 420px;
`;

const STEP_KEYS: Record<RangeStep, string> = { [-30]: 'previous30', [-7]: 'previous7', 7: 'next7', 30: 'next30' };

export interface AgentDatesBarProps {
  preset: RangePreset;
  range: DayRange;
  today: string;
  problem: AgentRangeProblem | null;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: DayRange) => void;
  onStep: (step: RangeStep) => void;
}

/** Today, the last 7 or 30 days, custom days, and steps to the previous or next 7 or 30 days. */
export function AgentDatesBar({ preset, range, today, problem, onPreset, onCustom, onStep }: AgentDatesBarProps) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const options = RANGE_PRESETS.map((value) => ({ value, label: t(`range.${value}`), testId: `agent-range-${value}` }));
  const forward = canStepForward(range, today);
  return (
    <Bar data-testid="agent-dates" data-from={range.from} data-to={range.to}>
      <Presets>
        <SegmentedControl label={t('range.label')} options={options} value={preset} onChange={onPreset} />
      </Presets>
      {range.from && range.to ? (
        <Shown aria-live="polite" data-testid="agent-dates-shown">
          {range.from === range.to
            ? t('range.shownDay', { day: formatDay(range.from, language) })
            : t('range.shown', { from: formatDay(range.from, language), to: formatDay(range.to, language) })}
        </Shown>
      ) : null}
      <Steps role="group" aria-label={t('range.steps')}>
        {RANGE_STEPS.map((step) => (
          <Button
            key={step}
            size="small"
            variant="ghost"
            disabled={step > 0 && !forward}
            onClick={() => onStep(step)}
            data-testid={`agent-range-step-${STEP_KEYS[step]}`}
          >
            {step < 0 ? `‹ ${t(`range.${STEP_KEYS[step]}`)}` : `${t(`range.${STEP_KEYS[step]}`)} ›`}
          </Button>
        ))}
      </Steps>
      {preset === 'custom' ? (
        <Custom>
          <Input type="date" label={t('range.from')} value={range.from} max={today} onChange={(event) => onCustom({ ...range, from: event.target.value })} data-testid="agent-range-from" />
          <Input
            type="date"
            label={t('range.to')}
            value={range.to}
            max={today}
            onChange={(event) => onCustom({ ...range, to: event.target.value })}
            error={problem ? t(`range.problems.${problem}`, { days: formatInteger(AGENT_REPORT_MAX_DAYS, language) }) : undefined}
            data-testid="agent-range-to"
          />
        </Custom>
      ) : null}
    </Bar>
  );
}
