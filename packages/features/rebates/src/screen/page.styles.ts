import styled from 'styled-components';
import { mix, PageFrame, PagePanel, vars, visuallyHidden } from '@croupier/ui';

export { PageFrame as Page, PagePanel as Card };

/** The page's head: what a rebate is, beside the brand's daily cap. */
export const Head = styled(PagePanel)`
  background: linear-gradient(120deg, ${mix('colorAccent', 20, vars.colorSurface)}, ${vars.colorSurface} 70%);
`;

export const Lead = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 14px;
  line-height: 1.5;
`;

export const Chip = styled.span`
  justify-self: start;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  background: ${mix('colorAccent', 18)};
  color: ${vars.colorText};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: 17px;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  & > small {
    font-size: 13px;
    font-weight: 500;
    color: ${vars.colorTextMuted};
  }
`;

/** A big figure: today's rebate so far, a day's amount to claim. */
export const Figure = styled.p`
  margin: 0;
  font-size: 26px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${vars.colorAccent};
`;

/**
 * A day's lines by game type. On a phone the four columns do not fit beside each other, so each line
 * becomes two rows: the game type and its rebate, then its valid bets and rate, labelled as the heads
 * are hidden.
 */
export const LinesTable = styled.table`
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
    padding: 9px 6px;
    border-bottom: 1px solid ${mix('colorBorder', 60)};
  }
  & th[data-amount],
  & td[data-amount] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & tfoot td {
    font-weight: 700;
    border-bottom: 0;
  }
  @media (max-width: 599px) {
    & thead {
      ${visuallyHidden}
    }
    & tbody tr,
    & tfoot tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 2px 12px;
      padding: 9px 0;
      border-bottom: 1px solid ${mix('colorBorder', 60)};
    }
    & tfoot tr {
      border-bottom: 0;
    }
    & td {
      padding: 0;
      border-bottom: 0;
      min-width: 0;
    }
    & td[data-cell='type'] {
      order: 1;
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    & td[data-cell='rebate'] {
      order: 2;
      font-weight: 700;
    }
    & td[data-cell='bet'] {
      order: 3;
      text-align: start;
    }
    & td[data-cell='rate'] {
      order: 4;
    }
    & td[data-cell='bet'],
    & td[data-cell='rate'] {
      font-size: 12.5px;
      color: ${vars.colorTextMuted};
    }
    & td[data-cell='bet']::before,
    & td[data-cell='rate']::before {
      content: attr(data-label) ' ';
    }
    & tfoot td[data-cell='spacer'] {
      display: none;
    }
  }
`;

export const DayList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** A finished day to claim: its date and amount, until when, the claim button, and its lines on demand. */
export const DayCard = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px 16px;
  padding: 14px 16px;
  border-radius: ${vars.radiusMedium};
  border: 1px solid ${mix('colorAccent', 45, vars.colorBorder)};
  background: ${mix('colorAccent', 8)};
  & > details {
    grid-column: 1 / -1;
  }
  & summary {
    cursor: pointer;
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      width: 100%;
    }
  }
`;

export const DayFacts = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  & > strong {
    font-size: 15px;
  }
  & > span {
    font-size: 13px;
    color: ${vars.colorTextMuted};
  }
`;

export const HistoryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${mix('colorBorder', 60)};
  }
  & > li:last-child {
    border-bottom: 0;
  }
  & strong {
    font-variant-numeric: tabular-nums;
    justify-self: end;
  }
  & span {
    font-size: 13px;
    color: ${vars.colorTextMuted};
  }
  & span:last-child {
    justify-self: end;
    text-align: end;
  }
`;

export const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;
