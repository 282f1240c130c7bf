import styled from 'styled-components';
import { mix, PageFrame, PagePanel, PageTitle, vars } from '@croupier/ui';

export { PageFrame as Page, PagePanel as Card, PageTitle as Title };

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
  & dd {
    margin: 2px 0 0;
    font-size: 20px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** Net figures: green when the player came out ahead, red when behind. */
export const Net = styled.span<{ $sign: number }>`
  color: ${({ $sign }) => ($sign > 0 ? vars.colorSuccess : $sign < 0 ? vars.colorDanger : 'inherit')};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  & th {
    text-align: start;
    color: ${vars.colorTextMuted};
    font-weight: 600;
    padding: 8px 6px;
    border-bottom: 1px solid ${vars.colorBorder};
  }
  & td {
    padding: 10px 6px;
    border-bottom: 1px solid ${mix('colorBorder', 60)};
    vertical-align: top;
  }
  & th[data-amount],
  & td[data-amount] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${vars.colorTextMuted};
  font-size: 12px;
`;

export const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;
