import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, mix, vars } from '@croupier/ui';

// The UI kit has no checkbox yet; this one follows its field look (label beside the box, error below).
const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  font-size: 14px;
  line-height: 1.45;
  color: ${vars.colorText};
  cursor: pointer;
`;

const CHECK_MARK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='white' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`;

const Box = styled.input`
  flex: none;
  appearance: none;
  display: grid;
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  border: 1.5px solid ${mix('colorText', 35)};
  border-radius: 5px;
  background: ${vars.colorSurface} center / 14px no-repeat;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease;
  &:hover {
    border-color: ${vars.colorPrimary};
  }
  &:checked {
    border-color: ${vars.colorPrimary};
    background-color: ${vars.colorPrimary};
    background-image: ${CHECK_MARK};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.colorDanger};
  }
  ${focusRing}
`;

const Error = styled.p`
  margin: 4px 0 0 28px;
  color: ${vars.colorDanger};
  font-size: 13px;
  font-weight: 500;
`;

export interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  testId: string;
}

export function CheckboxField({ checked, onChange, children, error, testId }: CheckboxFieldProps) {
  const errorId = useId();
  return (
    <div>
      <Row>
        <Box
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        <span>{children}</span>
      </Row>
      {error ? (
        <Error id={errorId} role="alert" data-testid={`${testId}-error`}>
          {error}
        </Error>
      ) : null}
    </div>
  );
}
