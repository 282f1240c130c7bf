import styled, { css } from 'styled-components';
import type { WithdrawalStatus } from '@croupier/domain';
import { mix, PagePanel, vars } from '@croupier/ui';
import { ChannelGrid } from '../deposit/deposit-page.styles';

// The withdraw page is built from the deposit page's frame, cards, messages, radio cards and list
// rows (re-exported here under the withdraw page's names); below are the parts only it has.
export {
  Allowance,
  AllowanceText,
  Card,
  Centre,
  ChannelCard as AccountCard,
  ChannelEmblem as AccountEmblem,
  ChannelFacts as AccountFact,
  ChannelName as AccountChannel,
  Confirmation,
  ConfirmationHead,
  DepositAmount as RowAmount,
  DepositChannel as RowTitle,
  DepositMain as RowMain,
  DepositMeta as RowMeta,
  DepositNote as RowNote,
  DepositRow as Row,
  DepositRows as Rows,
  DepositSide as RowSide,
  FieldHint,
  Page,
  TextButton,
  Title,
} from '../deposit/deposit-page.styles';

/* The page's head: the money a withdrawal can take, large. */
export const Summary = styled(PagePanel)`
  gap: 4px;
  background: linear-gradient(120deg, ${mix('colorPrimary', 22, vars.colorSurface)}, ${vars.colorSurface} 70%);
`;

export const FigureLabel = styled.p`
  margin: 8px 0 0;
  color: ${vars.colorTextMuted};
  font-size: 14px;
`;

export const Figure = styled.p`
  margin: 0;
  font-size: 28px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/* The turnover: three figures side by side (stacked on a phone), then the bar of what is done. */
export const TurnoverFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  & > div {
    display: grid;
    gap: 2px;
    padding: 10px 12px;
    border-radius: ${vars.radiusMedium};
    background: ${vars.colorSurfaceRaised};
    min-width: 0;
  }
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
    & > div {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: baseline;
      gap: 8px;
    }
  }
`;

export const ProgressBar = styled.div<{ $donePercent: number }>`
  height: 8px;
  border-radius: 4px;
  background: ${mix('colorText', 12)};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: ${({ $donePercent }) => $donePercent}%;
    height: 100%;
    border-radius: inherit;
    background: ${vars.colorPrimary};
  }
`;

/* The bound accounts as radio cards, wider than the deposit's channels: each carries a number, a name and limits. */
export const AccountGrid = styled(ChannelGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
`;

/* A bound account inside its radio card: the number large, the holder and bank beneath. */
export const AccountNumber = styled.span`
  font-size: 17px;
  font-weight: 800;
  letter-spacing: 0.02em;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const AccountLines = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

/* The bind form sits under the accounts, set apart as a step of its own. */
export const Subsection = styled.div`
  display: grid;
  gap: 14px;
  padding-top: 14px;
  border-top: 1px solid ${vars.colorBorder};
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: 15px;
`;

const statusTone: Record<WithdrawalStatus, 'colorWarning' | 'colorPrimary' | 'colorSuccess' | 'colorDanger'> = {
  PENDING: 'colorWarning',
  AWAITING_RECEIPT: 'colorPrimary',
  DISPUTED: 'colorWarning',
  PAID: 'colorSuccess',
  REJECTED: 'colorDanger',
  FAILED: 'colorDanger',
};

export const StatusBadge = styled.span<{ $status: WithdrawalStatus }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  ${({ $status }) => css`
    color: ${vars.colorText};
    background: ${mix(statusTone[$status], 22)};
    border: 1px solid ${mix(statusTone[$status], 60)};
  `}
`;

/* The receipt step inside a paid-out withdrawal's row. */
export const ReceiptBox = styled.form`
  grid-column: 1 / -1;
  display: grid;
  gap: 12px;
  margin-top: 6px;
  padding: 12px 14px;
  border-radius: ${vars.radiusMedium};
  border: 1px solid ${mix('colorPrimary', 45)};
  background: ${mix('colorPrimary', 8, vars.colorSurface)};
`;

export const ReceiptTitle = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const ChoiceRow = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Choice = styled.label<{ $chosen: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 14px;
  border-radius: 999px;
  border: 2px solid ${({ $chosen }) => ($chosen ? vars.colorPrimary : vars.colorBorder)};
  background: ${({ $chosen }) => ($chosen ? mix('colorPrimary', 16, vars.colorSurface) : vars.colorSurface)};
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  &:has(input:focus-visible) {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
  & > input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`;
