import { useCallback, useState, type ChangeEvent } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Values and inline errors of one form. Typing into a field clears its own error, so a message
 * never stays beside a value it no longer describes.
 */
export function useForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const setValue = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const setFieldError = useCallback((field: Field, message: string | undefined) => {
    setErrors((current) => {
      const next = { ...current };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });
  }, []);

  const bind = useCallback(
    (field: Field) => ({
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    }),
    [values, errors, setValue],
  );

  return { values, errors, setErrors, setFieldError, setValue, bind };
}
