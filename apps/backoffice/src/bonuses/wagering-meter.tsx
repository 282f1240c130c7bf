import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';

const Track = styled.div`
  height: 8px;
  min-width: 120px;
  border-radius: 999px;
  background: ${mix('colorTextMuted', 16)};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${vars.colorPrimary};
`;

/** The share of the requirement wagered, 0 to 100, rounded down: 100 only when met. */
export function wageredPercent(wageredMinor: number, requiredMinor: number): number {
  if (requiredMinor <= 0) return 100;
  return Math.min(100, Math.floor((wageredMinor * 100) / requiredMinor));
}

export function WageringMeter({ wageredMinor, requiredMinor, label }: { wageredMinor: number; requiredMinor: number; label: string }) {
  const percent = wageredPercent(wageredMinor, requiredMinor);
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill $percent={percent} />
    </Track>
  );
}
