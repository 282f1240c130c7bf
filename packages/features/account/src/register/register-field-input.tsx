import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@croupier/ui';
import type { RegisterFormField } from './register-plan';

interface FieldLook {
  type?: HTMLInputTypeAttribute;
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete?: string;
}

const LOOKS: Partial<Record<RegisterFormField, FieldLook>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
};

export interface RegisterFieldInputProps {
  field: RegisterFormField;
  required: boolean;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  maxLength?: number;
}

/** One register field, labelled from the dictionary; optional fields say so in their label. */
export function RegisterFieldInput({ field, required, value, error, onChange, maxLength }: RegisterFieldInputProps) {
  const { t } = useTranslation('account');
  const look = LOOKS[field] ?? {};
  const label = required ? t(`fields.${field}`) : t('register.optional', { label: t(`fields.${field}`) });
  return (
    <Input
      label={label}
      name={field}
      type={look.type ?? 'text'}
      inputMode={look.inputMode}
      autoComplete={look.autoComplete ?? 'off'}
      maxLength={maxLength}
      aria-required={required || undefined}
      value={value}
      error={error}
      onChange={onChange}
      data-testid={`register-field-${field}`}
    />
  );
}
