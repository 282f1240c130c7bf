import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContractConflict } from '@croupier/contract';
import { useLanguage } from '@croupier/i18n';
import { Dialog, Message } from '@croupier/ui';
import { formatRate } from './rate';

const List = styled.ul`
  margin: 8px 0 0;
  padding-inline-start: 20px;
  display: grid;
  gap: 4px;
`;

export interface ConflictsDialogProps {
  open: boolean;
  /** the contracts further down that would end; empty when only the server's message names them */
  conflicts: readonly ContractConflict[];
  /** the server's own words, shown when it named no contracts in a form the page can list */
  serverMessage?: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * SPEC §4: a rate lower than one given further down ends the contracts above it, but only once the
 * agent has seen which and said yes; the same send goes again with `confirmTerminations`.
 */
export function ConflictsDialog({ open, conflicts, serverMessage, pending, onConfirm, onCancel }: ConflictsDialogProps) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      icon="warning"
      title={t('conflicts.title')}
      dismissible={!pending}
      buttons={[
        { label: t('conflicts.cancel'), variant: 'secondary', disabled: pending },
        { label: t('conflicts.confirm'), variant: 'danger', onClick: onConfirm, keepOpen: true, loading: pending },
      ]}
    >
      <div data-testid="agent-conflicts">
        <Message variant="text">{t('conflicts.intro')}</Message>
        {conflicts.length > 0 ? (
          <List>
            {conflicts.map((conflict) => (
              <li key={conflict.contractId} data-testid="agent-conflict">
                {t(conflict.because === 'GIVER_ENDED' ? 'conflicts.giverEnded' : 'conflicts.rateConflict', {
                  holder: conflict.holderUsername,
                  giver: conflict.giverUsername,
                  kind: t(`contracts.kinds.${conflict.kind}`),
                  rate: formatRate(conflict.ratePpm, language),
                })}
              </li>
            ))}
          </List>
        ) : serverMessage ? (
          <Message variant="text">{serverMessage}</Message>
        ) : null}
      </div>
    </Dialog>
  );
}
