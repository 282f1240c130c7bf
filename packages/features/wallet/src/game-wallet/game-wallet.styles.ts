import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';

export const Wallets = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0 0 16px;
`;

export const WalletTile = styled.div<{ $game?: boolean }>`
  display: grid;
  gap: 4px;
  padding: 12px;
  border-radius: ${vars.radiusMedium};
  background: ${({ $game }) => ($game ? mix('colorAccent', 14, vars.colorSurfaceRaised) : mix('colorPrimary', 14, vars.colorSurfaceRaised))};
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  & dd {
    margin: 0;
    font-size: 18px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: 14px;
`;

export const AmountLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 8px;
  & > button {
    margin-top: 24px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 13px;
`;

export const Problem = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorDanger', 14)};
  color: ${vars.colorText};
  font-size: 14px;
`;

export const Preparing = styled.div`
  display: grid;
  place-items: center;
  gap: 12px;
  min-height: 320px;
  color: ${vars.colorTextMuted};
`;
