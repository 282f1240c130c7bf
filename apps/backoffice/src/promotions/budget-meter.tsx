import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';

const Track = styled.div`
  height: 6px;
  min-width: 96px;
  border-radius: 999px;
  background: ${mix('colorTextMuted', 16)};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ $percent }) => ($percent >= 90 ? vars.colorWarning : vars.colorSuccess)};
`;

/** The share of the budget spent, 0 to 100, rounded down: 100 only when nothing is left. */
export function spentPercent(spentMinor: number, budgetMinor: number): number {
  if (budgetMinor <= 0) return 100;
  return Math.min(100, Math.floor((spentMinor * 100) / budgetMinor));
}

/** How much of a promotion's budget is spent; it turns amber when a tenth or less is left. */
export function BudgetMeter({ spentMinor, budgetMinor, label }: { spentMinor: number; budgetMinor: number; label: string }) {
  const percent = spentPercent(spentMinor, budgetMinor);
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill $percent={percent} />
    </Track>
  );
}
