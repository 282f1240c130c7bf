import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';
import { Table } from '../record/record-page.styles';

/**
 * The record's table with a name at the head of each row (a day, a game type). A game type's line
 * under its day (`data-sub`) is indented and quieter, and sits close to its day.
 */
export const ProfitTable = styled(Table)`
  & tbody th {
    color: ${vars.colorText};
    padding: 10px 6px;
    border-bottom: 1px solid ${mix('colorBorder', 60)};
    white-space: nowrap;
  }
  & tbody tr[data-sub] th,
  & tbody tr[data-sub] td {
    color: ${vars.colorTextMuted};
    font-size: 13px;
    padding-top: 4px;
    padding-bottom: 4px;
  }
  & tbody tr[data-sub] th {
    padding-inline-start: 18px;
    font-weight: 400;
  }
`;
