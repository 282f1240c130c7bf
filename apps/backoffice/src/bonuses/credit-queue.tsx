import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BONUS_CREDIT_STATUSES, type BackofficeBrand, type BonusCredit, type BonusCreditStatus } from '@croupier/contract';
import { Button, Dialog, Input, Pagination, Select, Spinner } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Actions, Alert, Mark, Muted, Panel, PanelHeading, Stack, Table, TableFrame } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { useOperator } from '../session/use-session';
import { bonusRefusal } from './bonus-refusal';
import { multiplierText } from './credit-draft';
import { useBonusCredits, useDecideCredit } from './use-bonus-console';

const REASON_MIN = 3;

const Body = styled.div`
  display: grid;
  gap: 12px;
  text-align: left;
  & p {
    margin: 0;
  }
`;

const Filter = styled.div`
  max-width: 260px;
`;

type Step = 'APPROVE' | 'REJECT';

const TONE = { GRANTED: 'info', PENDING: 'warning', APPROVED: 'info', REJECTED: 'muted' } as const;

/** Asks before deciding, saying what the decision moves; a rejection needs a reason; a refusal stays in the dialog in words. */
function DecideDialog({ brand, credit, step, onClose }: { brand: BackofficeBrand; credit: BonusCredit; step: Step; onClose: () => void }) {
  const { t } = useTranslation('bonusConsole');
  const { t: consoleText } = useConsoleText();
  const decide = useDecideCredit();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const approve = step === 'APPROVE';
  const confirm = () => {
    if (!approve && reason.trim().length < REASON_MIN) {
      setMissing(true);
      return;
    }
    decide.mutate({ creditId: credit.creditId, decision: step, ...(approve ? {} : { reason: reason.trim() }) }, { onSuccess: onClose });
  };
  const words = { amount: brandMoney(brand, credit.amountMinor), username: credit.username, operator: credit.requestedBy };
  return (
    <Dialog
      open
      onClose={onClose}
      title={approve ? t('screen.approveTitle', { id: credit.creditId }) : t('screen.rejectTitle', { id: credit.creditId })}
      size="medium"
      buttons={[
        { label: consoleText('decision.cancel'), variant: 'secondary' },
        { label: approve ? t('screen.approveConfirm') : t('screen.rejectConfirm'), variant: approve ? 'primary' : 'danger', keepOpen: true, loading: decide.isPending, onClick: confirm },
      ]}
    >
      <Body data-testid="bonus-decide-dialog">
        <p>
          {approve
            ? t('screen.approveText', { ...words, required: brandMoney(brand, credit.requiredMinor), days: credit.lifetimeDays, reason: credit.reason })
            : t('screen.rejectText', words)}
        </p>
        {approve ? null : (
          <Input
            label={t('screen.rejectReason')}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing ? t('cancel.reasonNeeded') : undefined}
            data-testid="bonus-reject-reason"
          />
        )}
        {decide.isError ? (
          <Alert role="alert" data-testid="bonus-decide-refusal">
            {bonusRefusal(t, consoleText, decide.error)}
          </Alert>
        ) : null}
      </Body>
    </Dialog>
  );
}

function CreditRow({ brand, credit, onStep }: { brand: BackofficeBrand; credit: BonusCredit; onStep: (step: Step) => void }) {
  const { t } = useTranslation('bonusConsole');
  const operator = useOperator();
  const own = operator !== null && credit.requestedBy === operator.username;
  return (
    <tr data-testid="bonus-credit-row" data-credit-id={credit.creditId} data-status={credit.status}>
      <td>
        <Stack>
          <Link to={`/${brand.code}/members/${credit.memberId}`}>{credit.username}</Link>
          <strong>{credit.titleEn}</strong>
          <Muted>#{credit.creditId}</Muted>
        </Stack>
      </td>
      <td>
        <Mark $tone={TONE[credit.status]}>{t(`creditStatus.${credit.status}`)}</Mark>
      </td>
      <td data-numeric="">{brandMoney(brand, credit.amountMinor)}</td>
      <td>
        <Stack>
          <span>{brandMoney(brand, credit.requiredMinor)}</span>
          <Muted>
            {multiplierText(credit.multiplierHundredths)}× · {credit.lifetimeDays}d
          </Muted>
        </Stack>
      </td>
      <td>
        <Stack>
          <span>{credit.requestedBy}</span>
          <Muted>{brandTime(brand, credit.requestedAt)}</Muted>
          <Muted>{credit.reason}</Muted>
        </Stack>
      </td>
      <td>
        <Stack>
          <span>{credit.decidedBy ?? '—'}</span>
          {credit.decidedAt ? <Muted>{brandTime(brand, credit.decidedAt)}</Muted> : null}
          {credit.rejectionReason ? <Muted>{t('screen.rejected', { reason: credit.rejectionReason })}</Muted> : null}
          {credit.bonusId ? <Muted>{t('screen.bonusLink', { id: credit.bonusId })}</Muted> : null}
        </Stack>
      </td>
      <td>
        {credit.status === 'PENDING' ? (
          <Stack>
            <Actions>
              <Button size="small" onClick={() => onStep('APPROVE')} data-testid="bonus-credit-approve">
                {t('screen.approve')}
              </Button>
              <Button size="small" variant="secondary" onClick={() => onStep('REJECT')} data-testid="bonus-credit-reject">
                {t('screen.reject')}
              </Button>
            </Actions>
            {own ? <Muted>{t('screen.ownRequest')}</Muted> : null}
          </Stack>
        ) : null}
      </td>
    </tr>
  );
}

/** The brand's operator credits: the second approver's queue by default, any status on demand. */
export function CreditQueue({ brand }: { brand: BackofficeBrand }) {
  const { t } = useTranslation('bonusConsole');
  const { t: consoleText } = useConsoleText();
  const [status, setStatus] = useState<BonusCreditStatus | 'ALL'>('PENDING');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<{ credit: BonusCredit; step: Step } | null>(null);
  const credits = useBonusCredits(brand.merchantCode, status, page);
  return (
    <Panel aria-labelledby="bonus-credits-title" data-testid="bonus-credits">
      <PanelHeading id="bonus-credits-title">{t('screen.credits')}</PanelHeading>
      <Filter>
        <Select
          label={t('screen.status')}
          value={status}
          onChange={(value) => {
            setStatus((['ALL', ...BONUS_CREDIT_STATUSES] as string[]).includes(value) ? (value as BonusCreditStatus | 'ALL') : 'PENDING');
            setPage(1);
          }}
          options={(['PENDING', 'ALL', 'GRANTED', 'APPROVED', 'REJECTED'] as const).map((value) => ({ value, label: t(`creditStatus.${value}`) }))}
          data-testid="bonus-credits-status"
        />
      </Filter>
      {credits.isPending ? (
        <Spinner label={consoleText('loading')} />
      ) : credits.isError ? (
        <Alert role="alert">{bonusRefusal(t, consoleText, credits.error)}</Alert>
      ) : credits.data.credits.length === 0 ? (
        <Muted data-testid="bonus-credits-empty">{t('screen.empty')}</Muted>
      ) : (
        <>
          <TableFrame>
            <Table data-testid="bonus-credits-table">
              <thead>
                <tr>
                  <th>{t('columns.member')}</th>
                  <th>{t('columns.status')}</th>
                  <th data-numeric="">{t('columns.amount')}</th>
                  <th>{t('columns.requirement')}</th>
                  <th>{t('columns.asked')}</th>
                  <th>{t('columns.decided')}</th>
                  <th>{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {credits.data.credits.map((credit) => (
                  <CreditRow key={credit.creditId} brand={brand} credit={credit} onStep={(step) => setAsking({ credit, step })} />
                ))}
              </tbody>
            </Table>
          </TableFrame>
          {credits.data.totalPages > 1 ? <Pagination page={page} totalPages={credits.data.totalPages} onPageChange={setPage} /> : null}
        </>
      )}
      {asking ? <DecideDialog brand={brand} credit={asking.credit} step={asking.step} onClose={() => setAsking(null)} /> : null}
    </Panel>
  );
}
