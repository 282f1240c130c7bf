import styled, { css } from 'styled-components';
import { focusRing, mix, PageFrame, PagePanel, PageTitle, vars } from '@croupier/ui';

export { PageFrame as Page, PagePanel as Card, PageTitle as Title };

export const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;

/* The channels: one card each, a radio button under the card's face. */
export const ChannelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(250px, 100%), 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const ChannelCard = styled.label<{ $chosen: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  gap: 2px 12px;
  align-items: start;
  padding: 12px 14px;
  border-radius: ${vars.radiusMedium};
  border: 2px solid ${({ $chosen }) => ($chosen ? vars.colorPrimary : vars.colorBorder)};
  background: ${({ $chosen }) => ($chosen ? mix('colorPrimary', 12, vars.colorSurface) : vars.colorSurfaceRaised)};
  cursor: pointer;
  &:hover {
    border-color: ${({ $chosen }) => ($chosen ? vars.colorPrimary : mix('colorPrimary', 55, vars.colorBorder))};
  }
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

export const ChannelEmblem = styled.span<{ $chosen: boolean }>`
  grid-row: span 2;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  font-size: 20px;
  color: ${({ $chosen }) => ($chosen ? vars.colorOnPrimary : vars.colorText)};
  background: ${({ $chosen }) => ($chosen ? vars.colorPrimary : mix('colorText', 10))};
`;

export const ChannelName = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const ChannelFacts = styled.span`
  color: ${vars.colorTextMuted};
  font-size: 13px;
  line-height: 1.4;
  font-variant-numeric: tabular-nums;
`;

/* The receiving account: label and value rows, the number large enough to read off a phone. */
export const AccountFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 10px 16px;
  align-items: center;
  margin: 0;
  padding: 14px 16px;
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurfaceRaised};
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 14px;
  }
  & dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    & dd + dt {
      margin-top: 10px;
    }
  }
`;

export const NumberRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

export const AccountNumber = styled.span`
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.02em;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const Allowance = styled.div`
  display: grid;
  gap: 6px;
`;

export const AllowanceText = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  font-size: 14px;
  & > strong {
    font-variant-numeric: tabular-nums;
  }
`;

export const AllowanceBar = styled.div<{ $leftPercent: number }>`
  height: 6px;
  border-radius: 3px;
  background: ${mix('colorText', 12)};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: ${({ $leftPercent }) => $leftPercent}%;
    height: 100%;
    border-radius: inherit;
    background: ${vars.colorSuccess};
  }
`;

/* The receipt photo's picker: a button-like label over a file input, and the chosen photo's name. */
export const ProofRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-width: 0;
`;

export const ProofPicker = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 14px;
  border-radius: ${vars.radiusMedium};
  border: 1px dashed ${mix('colorText', 45)};
  color: ${vars.colorText};
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${vars.colorPrimary};
    background: ${mix('colorPrimary', 10)};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
  & > input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export const ProofName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  font-size: 14px;
  overflow-wrap: anywhere;
`;

export const FieldHint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 13px;
  line-height: 1.4;
  color: ${({ $error }) => ($error ? vars.colorDanger : vars.colorTextMuted)};
`;

export const TextButton = styled.button`
  padding: 4px 6px;
  border: 0;
  border-radius: ${vars.radiusSmall};
  background: transparent;
  color: ${vars.colorPrimary};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  ${focusRing}
`;

/* The pending confirmation after a request. */
export const Confirmation = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
`;

export const ConfirmationHead = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 18px;
  font-weight: 700;
  & > svg {
    flex: none;
    font-size: 24px;
    color: ${vars.colorWarning};
  }
`;

/* The member's recent deposits. */
export const DepositRows = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DepositRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 12px;
  padding: 12px 14px;
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurfaceRaised};
`;

export const DepositMain = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const DepositChannel = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const DepositMeta = styled.span`
  color: ${vars.colorTextMuted};
  font-size: 13px;
  line-height: 1.45;
  overflow-wrap: anywhere;
`;

export const DepositSide = styled.div`
  display: grid;
  gap: 6px;
  justify-items: end;
  align-content: start;
`;

export const DepositAmount = styled.span`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const statusTone = {
  PENDING: 'colorWarning',
  CONFIRMED: 'colorSuccess',
  REJECTED: 'colorDanger',
  // closed without money: neither a failure the player must act on nor a success
  EXPIRED: 'colorTextMuted',
} as const;

export const StatusBadge = styled.span<{ $status: keyof typeof statusTone }>`
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

export const DepositNote = styled.p<{ $tone?: 'error' }>`
  grid-column: 1 / -1;
  margin: 2px 0 0;
  font-size: 13px;
  line-height: 1.45;
  color: ${({ $tone }) => ($tone === 'error' ? vars.colorDanger : vars.colorTextMuted)};
  overflow-wrap: anywhere;
`;
