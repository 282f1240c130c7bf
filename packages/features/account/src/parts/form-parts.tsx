import styled from 'styled-components';
import { vars } from '@croupier/ui';

/**
 * Lets a kit field shrink below its input's natural width (about twenty characters) when it shares a
 * row: the kit's field is a grid whose control would otherwise keep that width and run under its neighbour.
 */
export const shrinkableField = `
  & > * > * {
    min-width: 0;
  }
`;

/** Options under a form's fields: remember me on one side, forgot password on the other. */
export const OptionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

/** A button that reads as a link: actions inside the popup that are not the form's submit. */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.colorPrimary};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

export const FinePrint = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 13px;
  line-height: 1.5;
  text-align: center;
  & a {
    color: ${vars.colorPrimary};
    font-weight: 600;
  }
`;

export const SwitchLine = styled.p`
  margin: 0;
  padding-top: 14px;
  border-top: 1px solid ${vars.colorBorder};
  color: ${vars.colorTextMuted};
  font-size: 14px;
  text-align: center;
  display: flex;
  justify-content: center;
  gap: 6px;
  flex-wrap: wrap;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 14.5px;
  line-height: 1.55;
`;
