import styled from 'styled-components';
import { mix, PageFrame, PagePanel, vars } from '@croupier/ui';

export { PageFrame as Page, PagePanel as Card };

export const Summary = styled(PagePanel)`
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px 18px;
  background: linear-gradient(120deg, ${mix('colorPrimary', 22, vars.colorSurface)}, ${vars.colorSurface} 70%);
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FigureLabel = styled.p`
  margin: 6px 0 0;
  color: ${vars.colorTextMuted};
  font-size: 14px;
`;

export const Figure = styled.p`
  margin: 2px 0 0;
  font-size: 28px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

/** Who the money goes to, drawn as a card the form sits under. */
export const Party = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorPrimary', 12)};
  min-width: 0;
  & > svg {
    flex: none;
    font-size: 22px;
    color: ${vars.colorPrimary};
  }
`;

export const PartyText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  & > span:first-child {
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
  & > strong {
    font-size: 16px;
    overflow-wrap: anywhere;
  }
`;

/** The transfer forms keep to a readable width on a wide page. */
export const TRANSFER_FORM_MAX_WIDTH_PX = 520;

export const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;
