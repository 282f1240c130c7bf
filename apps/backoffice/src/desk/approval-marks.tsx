import { Mark, Stack } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';

export interface ApprovalFacts {
  needsSecondApproval: boolean;
  firstApprover: string | null;
  decidedBy: string | null;
}

/** Maker-checker at a glance: whether two operators must approve, and who already did. */
export function ApprovalMarks({ request, pending }: { request: ApprovalFacts; pending: boolean }) {
  const { t } = useConsoleText();
  const needed = request.needsSecondApproval ? <Mark $tone="warning">{t('desk.needsSecond')}</Mark> : <Mark $tone="muted">{t('desk.oneApproval')}</Mark>;
  return (
    <Stack data-testid="approval-marks">
      {pending ? needed : null}
      {request.firstApprover ? <Mark $tone="info">{t('desk.firstApprovalBy', { name: request.firstApprover })}</Mark> : null}
      {request.decidedBy ? <Mark $tone="muted">{t('desk.decidedBy', { name: request.decidedBy })}</Mark> : null}
    </Stack>
  );
}
