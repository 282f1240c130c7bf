import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Message, Spinner } from '@croupier/ui';
import { useErrorText } from './error-text';
import { Centre } from './page.styles';

/**
 * A report's answer: a spinner while the first page loads, the failure in words with a retry, or the
 * page. A page already shown stays while the next one loads, so the list does not jump.
 */
export function ReportLoad<Value>({ result, enabled = true, children }: { result: UseQueryResult<Value, Error>; enabled?: boolean; children: (value: Value) => ReactNode }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  if (!enabled) return null;
  if (result.data !== undefined && !result.isError) return <>{children(result.data)}</>;
  if (result.isError) {
    return (
      <div role="alert" data-testid="agent-load-error">
        <Message variant="text" tone="error">
          <strong>{t('report.loadFailed')}</strong> {errorText(result.error)}
        </Message>
        <Button variant="secondary" size="small" onClick={() => void result.refetch()} data-testid="agent-retry">
          {t('report.retry')}
        </Button>
      </div>
    );
  }
  return (
    <Centre>
      <Spinner />
    </Centre>
  );
}
