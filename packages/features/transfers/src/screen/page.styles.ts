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

export const Title = styled.h1`
  margin: 0;
  font-size: 22px;
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-size: 16px;
  & > svg {
    flex: none;
    color: ${vars.colorAccent};
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

export const Note = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 14px;
  line-height: 1.5;
`;

export const Message = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  font-size: 14px;
  line-height: 1.45;
  color: ${({ $tone }) => ($tone === 'error' ? vars.colorDanger : vars.colorSuccess)};
  background: ${({ $tone }) => mix($tone === 'error' ? 'colorDanger' : 'colorSuccess', 12)};
  border: 1px solid ${({ $tone }) => mix($tone === 'error' ? 'colorDanger' : 'colorSuccess', 30)};
`;

export const Form = styled.form`
  display: grid;
  gap: 14px;
  max-width: 520px;
`;

export const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;
