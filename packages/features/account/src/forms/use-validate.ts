import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@croupier/domain';
import { validateFields, validationMessage, type FieldRule } from '@croupier/validation';
import type { FieldErrors } from './use-form';

/** SPEC §5 checks of the validation engine, with its messages in the reader's language. */
export function useValidate() {
  const { i18n } = useTranslation();
  return useCallback(
    <Field extends string>(values: Partial<Record<Field, string>>, rules: Partial<Record<Field, FieldRule>>): FieldErrors<Field> => {
      const language = isLanguage(i18n.language) ? i18n.language : 'en';
      const issues = validateFields<Field>(values, rules);
      const messages: FieldErrors<Field> = {};
      for (const field of Object.keys(issues) as Field[]) {
        const issue = issues[field];
        if (issue) messages[field] = validationMessage(issue, language);
      }
      return messages;
    },
    [i18n],
  );
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
