import styled from 'styled-components';
import { mix, vars, visuallyHidden } from '@croupier/ui';
import { Table } from '../record/record-page.styles';

/**
 * The movements' table. On a phone its four columns would wrap every cell into a tall stack, so each
 * movement becomes two lines instead: what it was and the amount, then when and where with the
 * balance it left (labelled, as the column heads are hidden).
 */
export const MovementTableFrame = styled(Table)`
  @media (max-width: 599px) {
    & thead {
      ${visuallyHidden}
    }
    & tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      column-gap: 12px;
      row-gap: 4px;
      padding: 10px 0;
      border-bottom: 1px solid ${mix('colorBorder', 60)};
    }
    & tbody td {
      padding: 0;
      border-bottom: 0;
    }
    & td[data-cell='what'] {
      order: 1;
    }
    & td[data-cell='amount'] {
      order: 2;
    }
    & td[data-cell='when'] {
      order: 3;
      color: ${vars.colorTextMuted};
      font-size: 12px;
    }
    & td[data-cell='balance'] {
      order: 4;
      color: ${vars.colorTextMuted};
      font-size: 12px;
    }
    & td[data-cell='balance']::before {
      content: attr(data-label) ' ';
    }
  }
`;
