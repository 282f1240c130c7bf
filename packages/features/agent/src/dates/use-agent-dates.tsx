import { useState } from 'react';
import { dayInZone, type DayRange, type RangePreset } from '@croupier/domain';
import type { ReportDates } from '../parts/report-dates';
import { agentRangeProblem, DEFAULT_AGENT_PRESET, rangeOf, steppedRange, type AgentDatesState, type RangeStep } from './agent-dates';
import { AgentDatesBar } from './agent-dates-bar';

/**
 * The dates every back office report shows. The back office holds them above its pages, so they are
 * kept for the whole visit as the agent moves between pages: a SPEC §9 preset (today, the last 7 or 30
 * days) in the brand's zone, custom days, or a step to the previous or next 7 or 30 days.
 */
export function useAgentDates(timeZone: string, nowMs: () => number = Date.now): ReportDates {
  const today = dayInZone(nowMs(), timeZone);
  const [state, setState] = useState<AgentDatesState>({ preset: DEFAULT_AGENT_PRESET, custom: { from: today, to: today } });
  const range = rangeOf(state, today);
  const problem = state.preset === 'custom' ? agentRangeProblem(range) : null;
  const choosePreset = (preset: RangePreset) => setState((current) => ({ preset, custom: preset === 'custom' && current.preset !== 'custom' ? range : current.custom }));
  const chooseCustom = (custom: DayRange) => setState({ preset: 'custom', custom });
  const step = (by: RangeStep) => setState({ preset: 'custom', custom: steppedRange(range, by, today) });
  return {
    range,
    valid: problem === null,
    bar: <AgentDatesBar preset={state.preset} range={range} today={today} problem={problem} onPreset={choosePreset} onCustom={chooseCustom} onStep={step} />,
  };
}
