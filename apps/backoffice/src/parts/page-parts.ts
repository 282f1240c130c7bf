import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';

/** A console page: its title row and the panels under it, wider than a member page, for tables. */
export const ConsolePage = styled.div`
  display: grid;
  gap: 18px;
  width: 100%;
  max-width: 1320px;
  margin: 0 auto;
  padding: 24px 24px 40px;
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
`;

export const PageHeading = styled.h1`
  margin: 0;
  font-size: 22px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 14px;
`;

export const Panel = styled.section`
  display: grid;
  gap: 14px;
  min-width: 0;
  padding: 18px 20px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-size: 17px;
`;

/** A refusal or a failure to load, said in words. */
export const Alert = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorDanger', 12)};
  color: ${vars.colorDanger};
  font-size: 14px;
`;

/** Tables of the console: dense rows, numbers on the right, and a scroll of their own on narrow windows. */
export const TableFrame = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  & th {
    padding: 8px 10px;
    border-bottom: 1px solid ${vars.colorBorder};
    color: ${vars.colorTextMuted};
    font-size: 12px;
    font-weight: 600;
    text-align: left;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    white-space: nowrap;
  }
  & td {
    padding: 10px;
    border-bottom: 1px solid ${mix('colorBorder', 60)};
    vertical-align: top;
  }
  & tbody tr:hover {
    background: ${mix('colorPrimary', 4)};
  }
  & [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const Code = styled.code`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 13px;
  overflow-wrap: anywhere;
`;

/** A small label beside a row's facts: a second approval still needed, who approved first. */
export const Mark = styled.span<{ $tone: 'warning' | 'info' | 'muted' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $tone }) => ($tone === 'warning' ? mix('colorWarning', 16) : $tone === 'info' ? mix('colorPrimary', 12) : mix('colorTextMuted', 12))};
  color: ${({ $tone }) => ($tone === 'warning' ? vars.colorWarning : $tone === 'info' ? vars.colorPrimary : vars.colorTextMuted)};
`;

export const Stack = styled.div`
  display: grid;
  gap: 4px;
  justify-items: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
