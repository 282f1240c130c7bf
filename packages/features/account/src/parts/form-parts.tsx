import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';

export const FormStack = styled.form`
  display: grid;
  gap: 14px;
`;

/**
 * Lets a kit field shrink below its input's natural width (about twenty characters) when it shares a
 * row: the kit's field is a grid whose control would otherwise keep that width and run under its neighbour.
 */
export const shrinkableField = `
  & > * > * {
    min-width: 0;
  }
`;

/** A field with a button at its end (send code, captcha image), both the same height. */
export const FieldWithAction = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 10px;
  ${shrinkableField}
`;

export const FormMessage = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  font-size: 14px;
  line-height: 1.45;
  color: ${({ $tone }) => ($tone === 'error' ? vars.colorDanger : vars.colorSuccess)};
  background: ${({ $tone }) => mix($tone === 'error' ? 'colorDanger' : 'colorSuccess', 12)};
  border: 1px solid ${({ $tone }) => mix($tone === 'error' ? 'colorDanger' : 'colorSuccess', 30)};
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
