import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES } from '@croupier/domain';
import { FormField, Spinner } from '@croupier/ui';
import { ProofName, ProofPicker, ProofRow, TextButton } from '../deposit/deposit-page.styles';
import { useSizeText } from '../parts/use-size-text';
import { PhotoIcon } from '../parts/icons';
import { readProof, type ProofProblem, type ProofUpload } from './proof-file';

/** The receipt photo field: nothing chosen, a photo being read, one ready to send, or one refused. */
export type ProofChoice =
  | { state: 'none' }
  | { state: 'reading'; name: string }
  | { state: 'ready'; proof: ProofUpload }
  | { state: 'refused'; name: string; sizeBytes: number; problem: ProofProblem };

export const NO_PROOF: ProofChoice = { state: 'none' };

export interface ProofFieldProps {
  value: ProofChoice;
  onChange: (next: ProofChoice) => void;
  disabled?: boolean;
  /** the field's label and hint: a deposit's optional receipt photo unless told */
  label?: string;
  hint?: string;
  /** a problem of the form's with the field, such as a photo that is needed and missing */
  problem?: string;
  /** the field's test id; its parts' ids follow it (`<id>-input`, `<id>-chosen`, `<id>-error`) */
  testId?: string;
}

/**
 * A photo of a receipt or statement: a deposit's optional receipt, or the statement a player sends
 * when a withdrawal never arrived. A file is checked and read as soon as it is chosen, so a wrong type
 * or a photo over 5 MB is said here and never sent.
 */
export function ProofField({ value, onChange, disabled = false, label, hint, problem, testId = 'deposit-proof' }: ProofFieldProps) {
  const { t } = useTranslation('cashier');
  const sizeText = useSizeText();
  // The newest choice wins: a photo still being read when another is chosen is forgotten.
  const latest = useRef(0);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after removing it is a change again.
    event.target.value = '';
    if (!file) return;
    const choice = ++latest.current;
    onChange({ state: 'reading', name: file.name });
    void readProof(file).then((read) => {
      if (choice !== latest.current) return;
      onChange(read.ok ? { state: 'ready', proof: read.proof } : { state: 'refused', name: file.name, sizeBytes: file.size, problem: read.problem });
    });
  };

  const remove = () => {
    latest.current += 1;
    onChange(NO_PROOF);
  };

  const refusal = value.state === 'refused' ? t(`form.proofProblems.${value.problem}`, { name: value.name, size: sizeText(value.sizeBytes), max: sizeText(PROOF_MAX_BYTES) }) : (problem ?? null);
  return (
    <FormField
      label={label ?? t('form.proof')}
      hint={hint ?? t('form.proofHint', { max: sizeText(PROOF_MAX_BYTES) })}
      error={refusal ?? undefined}
      errorTestId={`${testId}-error`}
      data-testid={testId}
      data-state={value.state}
    >
      {(control) => (
        <ProofRow>
          <ProofPicker>
            <PhotoIcon />
            {value.state === 'none' ? t('form.proofChoose') : t('form.proofChange')}
            <input type="file" accept={PROOF_CONTENT_TYPES.join(',')} onChange={choose} disabled={disabled} {...control} data-testid={`${testId}-input`} />
          </ProofPicker>
          {value.state === 'reading' ? (
            <ProofName>
              <Spinner size="small" decorative />
              {value.name}
            </ProofName>
          ) : null}
          {value.state === 'ready' ? (
            <ProofName data-testid={`${testId}-chosen`}>{t('form.proofChosen', { name: value.proof.name, size: sizeText(value.proof.sizeBytes) })}</ProofName>
          ) : null}
          {value.state === 'ready' || value.state === 'refused' ? (
            <TextButton type="button" onClick={remove} disabled={disabled} data-testid={`${testId}-remove`}>
              {t('form.proofRemove')}
            </TextButton>
          ) : null}
        </ProofRow>
      )}
    </FormField>
  );
}
