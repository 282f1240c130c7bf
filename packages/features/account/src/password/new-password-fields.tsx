import { useTranslation } from 'react-i18next';
import type { RegisterSettings } from '@croupier/contract';
import { Input } from '@croupier/ui';
import { requiredRule, requiredText } from '../forms/field-rules';
import type { FieldErrors, useForm } from '../forms/use-form';
import type { useValidate } from '../forms/use-validate';
import { confirmationMismatch } from '../register/register-checks';

export type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/**
 * SPEC §5: a new password passes the site's password rule, and its confirmation is required and
 * equal to it ("inconsistent twice" otherwise).
 */
export function newPasswordErrors(
  values: Record<NewPasswordField, string>,
  settings: RegisterSettings | undefined,
  validate: ReturnType<typeof useValidate>,
  mismatchMessage: string,
): FieldErrors<NewPasswordField> {
  const errors = validate(values, { newPassword: requiredRule(settings, 'password'), confirmNewPassword: requiredText(128) });
  if (!errors.confirmNewPassword && confirmationMismatch(values.newPassword, values.confirmNewPassword)) errors.confirmNewPassword = mismatchMessage;
  return errors;
}

type BindableForm = Pick<ReturnType<typeof useForm<NewPasswordField>>, 'bind'>;

export function NewPasswordFields({ form, testIdPrefix }: { form: BindableForm; testIdPrefix: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Input label={t('fields.newPassword')} type="password" autoComplete="new-password" {...form.bind('newPassword')} data-testid={`${testIdPrefix}-new`} />
      <Input
        label={t('fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        {...form.bind('confirmNewPassword')}
        data-testid={`${testIdPrefix}-confirm`}
      />
    </>
  );
}
