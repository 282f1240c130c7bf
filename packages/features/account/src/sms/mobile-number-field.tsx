import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Input, Select, vars } from '@croupier/ui';
import { shrinkableField } from '../parts/form-parts';
import type { useDialingCode } from './use-dialing-code';

const Group = styled.div`
  display: grid;
  gap: 6px;
`;

/** Looks like the kit's field label; the controls keep their own (hidden) labels for screen readers. */
const Caption = styled.span`
  font-size: 14px;
  font-weight: 600;
  color: ${vars.colorText};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(92px, 112px) minmax(0, 1fr);
  align-items: start;
  gap: 10px;
  ${shrinkableField}
`;

export interface MobileNumberFieldProps {
  dialingCode: ReturnType<typeof useDialingCode>;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  label: string;
  testId: string;
}

/** Country code and mobile number side by side: the number is sent with its dialing code. */
export function MobileNumberField({ dialingCode, value, onChange, error, label, testId }: MobileNumberFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Group>
      <Caption aria-hidden="true">{label}</Caption>
      <Row>
        <Select
          label={t('fields.dialingCode')}
          hideLabel
          options={dialingCode.options.length ? dialingCode.options : [{ value: '', label: '+' }]}
          value={dialingCode.value}
          onChange={dialingCode.setValue}
          disabled={!dialingCode.ready}
          data-testid={`${testId}-dialing-code`}
        />
        <Input label={label} hideLabel type="tel" inputMode="numeric" autoComplete="tel-national" value={value} onChange={onChange} error={error} data-testid={testId} />
      </Row>
    </Group>
  );
}
