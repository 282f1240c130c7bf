import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@croupier/ui';

/** How long "Copied" stays on the button. */
export const COPIED_SHOWN_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and says so; where the browser refuses, it says to copy by hand. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation('agent');
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button variant="secondary" size="small" onClick={() => void copy()} aria-label={`${label}: ${t('copy.copy')}`} data-testid={testId} data-state={state}>
      {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : t('copy.copy')}
    </Button>
  );
}
