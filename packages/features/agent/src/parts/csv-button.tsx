import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '@croupier/contract';
import { useLanguage } from '@croupier/i18n';
import { Button, Message } from '@croupier/ui';
import { useAgentEnvironment } from '../environment/agent-environment';
import { fetchReportCsv, saveFile } from './download-csv';
import { useErrorText } from './error-text';

export interface CsvButtonProps {
  call: CallDefinition;
  /** the report's filter, without paging: the export holds every row of the range */
  query: Record<string, unknown>;
  /** the file's name when the server names none */
  fileName: string;
  disabled?: boolean;
}

/** Downloads the server's CSV of the whole range; a refusal is told beside the button. */
export function CsvButton({ call, query, fileName, disabled = false }: CsvButtonProps) {
  const { t } = useTranslation('agent');
  const environment = useAgentEnvironment();
  const language = useLanguage();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setProblem(null);
    try {
      saveFile(await fetchReportCsv(environment, call, query, { language, fileName }));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <div>
      <Button variant="secondary" size="small" loading={pending} disabled={disabled} onClick={() => void download()} data-testid="agent-csv">
        {t('report.csv')}
      </Button>
      {problem ? (
        <Message variant="text" tone="error" announce data-testid="agent-csv-error">
          {t('report.csvFailed')} {problem}
        </Message>
      ) : null}
    </div>
  );
}
