import styled from 'styled-components';

export const FormFrame = styled.form<{ $gapPx: number; $maxWidthPx: number | undefined }>`
  display: grid;
  gap: ${({ $gapPx }) => $gapPx}px;
  ${({ $maxWidthPx }) => ($maxWidthPx === undefined ? '' : `max-width: ${$maxWidthPx}px;`)}
`;

/** Buttons side by side under a form or a panel, wrapping onto a new line on a phone. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
`;

/**
 * A field with a button at its end (send code, captcha image), both the same height. The field may
 * shrink below its input's natural width, so it never runs under the button on a phone.
 */
export const FieldWithAction = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 10px;
  & > * > * {
    min-width: 0;
  }
`;
