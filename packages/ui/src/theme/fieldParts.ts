import styled from 'styled-components';
import { vars } from './cssVars';

/** The label-over-control column every form control uses, so inputs and selects line up. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

export const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
  color: ${vars.colorText};
`;
