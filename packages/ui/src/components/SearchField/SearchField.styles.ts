import styled from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { bareInputText, roundIconButton } from '../../theme/styleHelpers';

export const Wrap = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

export const Box = styled.div`
  display: flex;
  align-items: center;
  height: 44px;
  border: 1px solid ${vars.colorBorder};
  border-radius: 999px;
  background: ${vars.colorSurface};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &:hover {
    border-color: ${mix('colorPrimary', 60, vars.colorBorder)};
  }

  &:focus-within {
    border-color: ${vars.colorFocus};
    box-shadow: 0 0 0 3px ${mix('colorFocus', 25)};
  }
`;

export const Lead = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  flex: none;
  color: ${vars.colorTextMuted};
`;

export const SearchInput = styled.input`
  ${bareInputText}
  padding: 0 4px 0 0;

  /* The field draws its own clear button, the same in every browser. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

export const ClearButton = styled.button`
  ${roundIconButton(32, vars.colorSurfaceRaised)}
  margin-right: 6px;
  flex: none;
`;

export const Hint = styled.p`
  margin: 0 14px;
  color: ${vars.colorTextMuted};
  font-size: 13px;
`;
