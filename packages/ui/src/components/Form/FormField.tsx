import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ErrorText, Field, Footer, Hint, Label } from '../../theme/fieldParts';

/** What the control inside a field must carry, so it is named, described and marked invalid as the field says. */
export interface FieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  label: string;
  hint?: string | undefined;
  /** A message makes the control invalid (aria-invalid), takes the hint's place and is announced. */
  error?: string | undefined;
  /** The control (a file picker, a group of chips), given the ids and states to put on it. */
  children: (control: FieldControlProps) => ReactNode;
  errorTestId?: string;
}

/**
 * The kit's field layout (label, control, hint or error) around a control the kit does not draw,
 * wired as the kit's Input is: the label names the control by id, as a caption, because such a
 * control often sits inside a label of its own (a file picker).
 */
export function FormField({ label, hint, error, children, errorTestId, ...rest }: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const describedId = error || hint ? `${id}-described` : undefined;
  return (
    <Field {...rest}>
      <Label as="span" id={labelId}>
        {label}
      </Label>
      {children({ id: `${id}-control`, 'aria-labelledby': labelId, 'aria-describedby': describedId, 'aria-invalid': error ? true : undefined })}
      {error || hint ? (
        <Footer>
          {error ? (
            <ErrorText id={describedId} role="alert" data-testid={errorTestId}>
              {error}
            </ErrorText>
          ) : (
            <Hint id={describedId}>{hint}</Hint>
          )}
        </Footer>
      ) : null}
    </Field>
  );
}
