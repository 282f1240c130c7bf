import styled from 'styled-components';
import { mix, vars, visuallyHidden } from '@croupier/ui';
import { Table } from './record-page.styles';

/**
 * The rounds' table. On a phone six columns do not fit beside each other (the dates broke over four
 * lines and the details button fell off the card), so each round becomes a card of three lines: the
 * game and its net, when and its details, then the stake and the payout, labelled as the heads are hidden.
 */
export const RecordTableFrame = styled(Table)`
  @media (max-width: 599px) {
    & thead {
      ${visuallyHidden}
    }
    & tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      column-gap: 12px;
      row-gap: 6px;
      padding: 12px 0;
      border-bottom: 1px solid ${mix('colorBorder', 60)};
    }
    & tbody td {
      padding: 0;
      border-bottom: 0;
      min-width: 0;
    }
    & td[data-cell='game'] {
      order: 1;
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    & td[data-cell='net'] {
      order: 2;
      font-weight: 700;
    }
    & td[data-cell='when'] {
      order: 3;
      color: ${vars.colorTextMuted};
      font-size: 12.5px;
    }
    & td[data-cell='open'] {
      order: 4;
      justify-self: end;
    }
    & td[data-cell='stake'] {
      order: 5;
      text-align: start;
    }
    & td[data-cell='payout'] {
      order: 6;
    }
    & td[data-cell='stake'],
    & td[data-cell='payout'] {
      font-size: 12.5px;
    }
    & td[data-cell='stake']::before,
    & td[data-cell='payout']::before {
      content: attr(data-label) ' ';
      color: ${vars.colorTextMuted};
    }
  }
`;
