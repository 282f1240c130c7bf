import styled from 'styled-components';
import { mix, PageFrame, PagePanel, vars } from '@croupier/ui';

export { PageFrame as Page, PagePanel as Card };

export const Summary = styled(PagePanel)`
  grid-template-columns: 1fr auto;
  align-items: center;
  background: linear-gradient(120deg, ${mix('colorPrimary', 22, vars.colorSurface)}, ${vars.colorSurface} 70%);
`;

export const TotalLabel = styled.p`
  margin: 6px 0 0;
  color: ${vars.colorTextMuted};
  font-size: 14px;
`;

export const TotalFigure = styled.p`
  margin: 2px 0 0;
  font-size: 28px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

export const WalletRows = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const WalletRow = styled.li<{ $main?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${vars.radiusMedium};
  background: ${({ $main }) => ($main ? mix('colorPrimary', 12) : vars.colorSurfaceRaised)};
  & > span:first-child {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & > span:last-child {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** The amount field with its "all" button at the end, both the same height. */
export const AmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 10px;
  & > * > * {
    min-width: 0;
  }
  & > button {
    margin-top: 27px;
    min-height: 44px;
  }
`;

export const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;
