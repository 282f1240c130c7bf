import styled from 'styled-components';
import { mix, PageFrame, PagePanel, PageTitle, vars } from '@croupier/ui';

export { PageFrame as Page, PagePanel as Card, PageTitle as Title };

export const Row = styled.div`
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
    font-size: 19px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Facts as rows, label at the start and value at the end: one column on a phone, two where there is room. */
export const FactRows = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  column-gap: 28px;
  margin: 0;
  & > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 12px;
    padding: 9px 0;
    border-bottom: 1px solid ${mix('colorBorder', 60)};
  }
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 13.5px;
    white-space: nowrap;
  }
  & dd {
    margin: 0;
    font-size: 14.5px;
    font-weight: 600;
    min-width: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Signed figures: green when positive, red when negative. */
export const Net = styled.span<{ $sign: number }>`
  color: ${({ $sign }) => ($sign > 0 ? vars.colorSuccess : $sign < 0 ? vars.colorDanger : 'inherit')};
`;

/** A table scrolls sideways on a phone rather than squeezing its columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin: 0 -4px;
  padding: 0 4px;
`;

export const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: 14px;
  & th {
    text-align: start;
    color: ${vars.colorTextMuted};
    font-weight: 600;
    padding: 8px 6px;
    border-bottom: 1px solid ${vars.colorBorder};
    white-space: nowrap;
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

export const Tag = styled.span<{ $tone?: 'accent' | 'muted' | 'danger' | 'success' }>`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $tone }) =>
    $tone === 'danger' ? mix('colorDanger', 18) : $tone === 'success' ? mix('colorSuccess', 18) : $tone === 'muted' ? mix('colorBorder', 60) : mix('colorAccent', 22)};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: space-between;
`;
