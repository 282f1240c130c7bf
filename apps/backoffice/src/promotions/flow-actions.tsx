import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand, ConsolePromotion } from '@croupier/contract';
import { isApiError } from '@croupier/api-client/errors';
import { Button, Dialog, Input } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Actions, Alert, Muted, Stack } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { useOperator } from '../session/use-session';
import { promotionRefusal } from './promotion-refusal';
import { usePromotionStep, type PromotionStep } from './use-promotions';

const REASON_MIN = 3;
const REASON_MAX = 200;

const DialogBody = styled.div`
  display: grid;
  gap: 12px;
  text-align: left;
  & p {
    margin: 0;
  }
`;

type StepName = PromotionStep['step'];
const NEEDS_REASON: Record<StepName, boolean> = { submit: false, publish: false, return: true, end: true };

/** Asks before a step, saying what it does; returning and ending need a reason; a refusal stays in the dialog in words. */
function StepDialog({ brand, promotion, step, onClose }: { brand: BackofficeBrand; promotion: ConsolePromotion; step: StepName; onClose: () => void }) {
  const { t } = useTranslation('promotionConsole');
  const { t: consoleText } = useConsoleText();
  const run = usePromotionStep(promotion.promotionId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const words = {
    title: promotion.titles.en,
    budget: brandMoney(brand, promotion.budgetMinor),
    start: brandTime(brand, promotion.startsAt),
    end: brandTime(brand, promotion.endsAt),
    who: promotion.submittedBy ?? promotion.createdBy,
  };
  const confirm = () => {
    const trimmed = reason.trim();
    if (NEEDS_REASON[step] && trimmed.length < REASON_MIN) {
      setMissing(true);
      return;
    }
    const asked: PromotionStep = step === 'return' || step === 'end' ? { step, reason: trimmed } : { step };
    run.mutate(asked, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`flow.${step}.title`, { id: promotion.promotionId })}
      size="medium"
      buttons={[
        { label: consoleText('decision.cancel'), variant: 'secondary' },
        { label: t(`flow.${step}.confirm`), variant: step === 'end' || step === 'return' ? 'danger' : 'primary', keepOpen: true, loading: run.isPending, onClick: confirm },
      ]}
    >
      <DialogBody data-testid="promotion-step-dialog" data-step={step}>
        <p>{t(`flow.${step}.text`, words)}</p>
        {NEEDS_REASON[step] ? (
          <Input
            label={t(`flow.${step}.reason`)}
            hint={t(`flow.${step}.reasonHint`)}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing ? t('flow.reasonNeeded', { min: REASON_MIN }) : undefined}
            data-testid="promotion-step-reason"
          />
        ) : null}
        {run.isError ? (
          <Alert role="alert" data-testid="promotion-step-refusal">
            {/* a window that ended while the promotion waited: the step is refused until its dates change */}
            {isApiError(run.error) && run.error.code === 'PROMOTION_ENDED' && step !== 'end' ? t('flow.windowOver') : promotionRefusal(t, consoleText, run.error)}
          </Alert>
        ) : null}
      </DialogBody>
    </Dialog>
  );
}

/** The steps a promotion may take now, by its status: submit a draft, publish or return a submitted one, end a published one. */
export function FlowActions({ brand, promotion, unsaved = false }: { brand: BackofficeBrand; promotion: ConsolePromotion; unsaved?: boolean }) {
  const { t } = useTranslation('promotionConsole');
  const operator = useOperator();
  const [asking, setAsking] = useState<StepName | null>(null);
  const ownSubmission = operator !== null && promotion.submittedBy === operator.username;
  const dialog = asking ? <StepDialog brand={brand} promotion={promotion} step={asking} onClose={() => setAsking(null)} /> : null;
  if (promotion.status === 'DRAFT') {
    return (
      <>
        <Button variant="secondary" disabled={unsaved} onClick={() => setAsking('submit')} data-testid="promotion-submit">
          {t('flow.submit.button')}
        </Button>
        {unsaved ? <Muted>{t('flow.saveFirst')}</Muted> : null}
        {dialog}
      </>
    );
  }
  if (promotion.status === 'PENDING') {
    return (
      <Stack>
        <Actions>
          <Button onClick={() => setAsking('publish')} data-testid="promotion-publish">
            {t('flow.publish.button')}
          </Button>
          <Button variant="secondary" onClick={() => setAsking('return')} data-testid="promotion-return">
            {t('flow.return.button')}
          </Button>
        </Actions>
        <Muted data-testid="promotion-decide-note">{ownSubmission ? t('flow.ownSubmission') : t('flow.secondOperator', { who: promotion.submittedBy ?? promotion.createdBy })}</Muted>
        {dialog}
      </Stack>
    );
  }
  if (promotion.status === 'PUBLISHED') {
    return (
      <Stack>
        <Button variant="danger" onClick={() => setAsking('end')} data-testid="promotion-end">
          {t('flow.end.button')}
        </Button>
        <Muted>{t('flow.endNote')}</Muted>
        {dialog}
      </Stack>
    );
  }
  return null;
}
