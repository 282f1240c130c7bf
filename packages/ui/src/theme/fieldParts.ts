import styled from 'styled-components';
import { vars } from './cssVars';

/**
 * The label-over-control column every form control uses, so inputs and selects line up. Its column may
 * shrink below an input's natural width, so a field beside a button never runs under it on a phone.
 */
export const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  min-width: 0;
`;

export const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
  color: ${vars.colorText};
`;

/** The line under a control: its hint or its error at the start, a counter at the end. */
export const Footer = styled.div`
  display: flex;
  gap: 12px;
  justify-content: space-between;
  font-size: 13px;
  line-height: 1.4;
`;

export const Hint = styled.p`
  color: ${vars.colorTextMuted};
`;

export const ErrorText = styled.p`
  color: ${vars.colorDanger};
  font-weight: 500;
`;
