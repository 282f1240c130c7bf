import { useId, useRef, type ComponentPropsWithRef } from 'react';
import { CloseIcon, SearchIcon } from '../../icons';
import { useUiText } from '../../i18n/useUiText';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { Box, ClearButton, Hint, Lead, SearchInput, Wrap } from './SearchField.styles';

export interface SearchFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'size'> {
  /** Names the field for screen readers; the placeholder shows what to type. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field, such as how many characters a search needs. */
  hint?: string;
  /** A search is running: a quiet spinner takes the clear button's place. */
  busy?: boolean;
}

/**
 * A search box: magnifier, the text, and a clear button once something is typed. Escape clears it
 * too. The owner decides when to search (debounce, minimum length); the field only reports text.
 */
export function SearchField({ label, value, onChange, hint, busy = false, id, ...rest }: SearchFieldProps) {
  const { t } = useUiText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const input = useRef<HTMLInputElement>(null);
  return (
    <Wrap>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <Box>
        <Lead aria-hidden="true">
          <SearchIcon sizePx={18} />
        </Lead>
        <SearchInput
          {...rest}
          ref={input}
          id={inputId}
          type="search"
          value={value}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            rest.onKeyDown?.(event);
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {busy ? (
          <Lead>
            <Spinner size="small" decorative />
          </Lead>
        ) : value !== '' ? (
          <ClearButton
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <CloseIcon sizePx={16} />
          </ClearButton>
        ) : null}
      </Box>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Wrap>
  );
}
