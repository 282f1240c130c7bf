import styled from 'styled-components';
import { mix, vars, visuallyHidden } from '@croupier/ui';
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
  /*
   * A phone: five columns of amounts are wider than the screen, so each line becomes a small card:
   * its name and net first, then rounds, stake and payout, labelled as the heads are hidden.
   */
  @media (max-width: 599px) {
    & thead {
      ${visuallyHidden}
    }
    & tbody tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      column-gap: 10px;
      row-gap: 4px;
      padding: 10px 0;
      border-bottom: 1px solid ${mix('colorBorder', 60)};
    }
    & tbody tr[data-sub] {
      padding: 6px 0 8px 14px;
    }
    & tbody th,
    & tbody td,
    & tbody tr[data-sub] th,
    & tbody tr[data-sub] td {
      padding: 0;
      border-bottom: 0;
      min-width: 0;
    }
    & tbody th {
      grid-column: span 2;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    & tbody td[data-cell='net'] {
      order: -1;
      grid-column: 3;
      grid-row: 1;
      font-weight: 700;
    }
    & tbody td[data-cell='rounds'],
    & tbody td[data-cell='stake'],
    & tbody td[data-cell='payout'] {
      text-align: start;
      font-size: 12.5px;
      white-space: normal;
    }
    & tbody td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${vars.colorTextMuted};
      font-size: 11.5px;
    }
  }
`;
