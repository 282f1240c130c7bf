import { useState } from 'react';
import styled from 'styled-components';
import type { BackofficeBrand } from '@croupier/contract';
import { Dialog, Input, Select } from '@croupier/ui';
import { brandMoney } from '../parts/brand-format';
import { Alert } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { decisionCopy } from './decision-copy';
import { useDecide, type DeskDecision, type Resolution } from './use-desk';

const REASON_MIN_LENGTH = 3;
const REASON_MAX_LENGTH = 200;

const Body = styled.div`
  display: grid;
  gap: 12px;
  text-align: left;
  & p {
    margin: 0;
  }
`;

/**
 * Asks before a decision is sent: what the request is, what the decision does, and a reason where
 * the player is to be told one. A refusal stays in the dialog, in words, until the operator closes it.
 */
export function DecisionDialog({ brand, decision, onClose }: { brand: BackofficeBrand; decision: DeskDecision; onClose: () => void }) {
  const { t } = useConsoleText();
  const decide = useDecide();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [resolution, setResolution] = useState<Resolution>('RECEIVED_IN_FULL');
  const copy = decisionCopy(t, brand, decision);
  const unreceived = decision.kind === 'withdrawal' ? decision.withdrawal.amountMinor - (decision.withdrawal.receivedMinor ?? 0) : 0;

  const confirm = () => {
    const given = reason.trim();
    if (copy.needsReason && given.length < REASON_MIN_LENGTH) {
      setReasonMissing(true);
      return;
    }
    decide.mutate({ decision, reason: copy.needsReason ? given : undefined, resolution: copy.resolves ? resolution : undefined }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={copy.title}
      size="medium"
      buttons={[
        { label: t('decision.cancel'), variant: 'secondary' },
        { label: copy.confirmLabel, variant: copy.danger ? 'danger' : 'primary', keepOpen: true, loading: decide.isPending, onClick: confirm },
      ]}
    >
      <Body data-testid="decision-dialog">
        {copy.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {copy.resolves ? (
          <Select
            label={t('decision.resolutions.label')}
            value={resolution}
            onChange={(value) => setResolution(value === 'RETURN_UNRECEIVED' ? 'RETURN_UNRECEIVED' : 'RECEIVED_IN_FULL')}
            options={[
              { value: 'RECEIVED_IN_FULL', label: t('decision.resolutions.RECEIVED_IN_FULL') },
              { value: 'RETURN_UNRECEIVED', label: t('decision.resolutions.RETURN_UNRECEIVED', { amount: brandMoney(brand, unreceived) }) },
            ]}
          />
        ) : null}
        {copy.needsReason ? (
          <Input
            label={t('decision.reason')}
            hint={t('decision.reasonHint')}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonMissing(false);
            }}
            error={reasonMissing ? t('decision.reasonNeeded') : undefined}
          />
        ) : null}
        {decide.isError ? (
          <Alert role="alert" data-testid="decision-refusal">
            {refusalText(t, decide.error)}
          </Alert>
        ) : null}
      </Body>
    </Dialog>
  );
}
