import styled from 'styled-components';
import { mix, vars } from '../../theme/cssVars';

export const Frame = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 40px 20px;
  border: 1px dashed ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${mix('colorSurface', 60)};
  color: ${vars.colorText};
  text-align: center;
`;

export const Emblem = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: 4px;
  border-radius: 50%;
  background: ${mix('colorPrimary', 16)};
  color: ${vars.colorAccent};
  font-size: 26px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
`;

export const Text = styled.p`
  max-width: 420px;
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 14.5px;
  line-height: 1.5;
`;

export const Action = styled.div`
  margin-top: 8px;
`;
