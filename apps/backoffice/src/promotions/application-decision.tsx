import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PromotionApplication } from '@croupier/contract';
import { Dialog, Input } from '@croupier/ui';
import { Alert } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { promotionRefusal } from './promotion-refusal';
import { useDecideApplication } from './use-applications';

const REASON_MIN = 3;
const REASON_MAX = 200;

const Body = styled.div`
  display: grid;
  gap: 12px;
  text-align: left;
  & p {
    margin: 0;
  }
`;

/** Asks before deciding an application: an approval pays the reward at once; a rejection needs the reason the member will read. */
export function ApplicationDecision({ application, approve, onClose }: { application: PromotionApplication; approve: boolean; onClose: () => void }) {
  const { t } = useTranslation('promotionConsole');
  const { t: consoleText } = useConsoleText();
  const decide = useDecideApplication();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const words = { username: application.username, title: application.promotionTitle, id: application.entryId };
  const confirm = () => {
    if (!approve && reason.trim().length < REASON_MIN) {
      setMissing(true);
      return;
    }
    decide.mutate({ entryId: application.entryId, approve, ...(approve ? {} : { reason: reason.trim() }) }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={approve ? t('queue.approveTitle', words) : t('queue.rejectTitle', words)}
      size="medium"
      buttons={[
        { label: consoleText('decision.cancel'), variant: 'secondary' },
        { label: approve ? t('queue.approveConfirm') : t('queue.rejectConfirm'), variant: approve ? 'primary' : 'danger', keepOpen: true, loading: decide.isPending, onClick: confirm },
      ]}
    >
      <Body data-testid="application-decision" data-approve={approve}>
        <p>{approve ? t('queue.approveText', words) : t('queue.rejectText', words)}</p>
        {approve ? null : (
          <Input
            label={t('queue.rejectReason')}
            hint={t('queue.rejectReasonHint')}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing ? t('flow.reasonNeeded', { min: REASON_MIN }) : undefined}
            data-testid="application-reject-reason"
          />
        )}
        {decide.isError ? (
          <Alert role="alert" data-testid="application-refusal">
            {promotionRefusal(t, consoleText, decide.error)}
          </Alert>
        ) : null}
      </Body>
    </Dialog>
  );
}
