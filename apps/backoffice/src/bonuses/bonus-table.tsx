import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand, ConsoleBonus } from '@croupier/contract';
import { Button, Dialog, Input } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Alert, Mark, Muted, Stack, Table, TableFrame } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { bonusRefusal } from './bonus-refusal';
import { multiplierText } from './credit-draft';
import { useCancelBonus } from './use-bonus-console';
import { WageringMeter, wageredPercent } from './wagering-meter';

const REASON_MIN = 3;
const REASON_MAX = 500;

const DialogBody = styled.div`
  display: grid;
  gap: 12px;
  text-align: left;
  & p {
    margin: 0;
  }
`;

const TONE = { ACTIVE: 'info', COMPLETED: 'info', EXPIRED: 'muted', FORFEITED: 'warning', LOST: 'muted' } as const;

/** Asks for a reason before the active bonus is cancelled, saying what is lost; a refusal stays in the dialog in words. */
function CancelDialog({ brand, bonus, username, lockedMinor, onClose }: { brand: BackofficeBrand; bonus: ConsoleBonus; username: string; lockedMinor: number; onClose: () => void }) {
  const { t } = useTranslation('bonusConsole');
  const { t: consoleText } = useConsoleText();
  const cancel = useCancelBonus();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (reason.trim().length < REASON_MIN) {
      setMissing(true);
      return;
    }
    cancel.mutate({ bonusId: bonus.bonusId, merchantCode: brand.merchantCode, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cancel.title', { id: bonus.bonusId })}
      size="medium"
      buttons={[
        { label: t('cancel.keep'), variant: 'secondary' },
        { label: t('cancel.confirm'), variant: 'danger', keepOpen: true, loading: cancel.isPending, onClick: confirm },
      ]}
    >
      <DialogBody data-testid="bonus-cancel-dialog">
        <p>{t('cancel.message', { title: bonus.titleEn, username, amount: brandMoney(brand, lockedMinor) })}</p>
        <Input
          label={t('cancel.reason')}
          hint={t('cancel.reasonHint')}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          error={missing ? t('cancel.reasonNeeded') : undefined}
          data-testid="bonus-cancel-reason"
        />
        {cancel.isError ? (
          <Alert role="alert" data-testid="bonus-cancel-refusal">
            {bonusRefusal(t, consoleText, cancel.error)}
          </Alert>
        ) : null}
      </DialogBody>
    </Dialog>
  );
}

function Rules({ brand, bonus }: { brand: BackofficeBrand; bonus: ConsoleBonus }) {
  const { t } = useTranslation(['bonusConsole', 'common']);
  const counts = bonus.contributions.map((each) => t('bonus.contribution', { game: t(`common:gameType.${each.gameType}`), percent: each.percent })).join(', ');
  return (
    <Stack>
      <span>
        {bonus.wageringBase === 'BONUS'
          ? t('bonus.times', { times: multiplierText(bonus.multiplierHundredths) })
          : t('bonus.timesWithDeposit', { times: multiplierText(bonus.multiplierHundredths), deposit: brandMoney(brand, bonus.depositMinor) })}
      </span>
      {bonus.maxBetMinor !== null ? <Muted>{t('bonus.maxBet', { amount: brandMoney(brand, bonus.maxBetMinor) })}</Muted> : null}
      {bonus.maxCashoutMinor !== null ? <Muted>{t('bonus.maxCashout', { amount: brandMoney(brand, bonus.maxCashoutMinor) })}</Muted> : null}
      {bonus.maxBetMinor === null && bonus.maxCashoutMinor === null ? <Muted>{t('bonus.noLimits')}</Muted> : null}
      <Muted>{t('bonus.counts', { list: counts })}</Muted>
    </Stack>
  );
}

function Result({ brand, bonus }: { brand: BackofficeBrand; bonus: ConsoleBonus }) {
  const { t } = useTranslation('bonusConsole');
  if (bonus.status === 'ACTIVE') return <Muted>—</Muted>;
  return (
    <Stack>
      {bonus.releasedMinor > 0 ? <span data-testid="bonus-row-released" data-minor={bonus.releasedMinor}>{t('bonus.released', { amount: brandMoney(brand, bonus.releasedMinor) })}</span> : null}
      {bonus.removedMinor > 0 || bonus.releasedMinor === 0 ? <span>{t('bonus.removed', { amount: brandMoney(brand, bonus.removedMinor) })}</span> : null}
      {bonus.endedBy ? <Muted>{t('bonus.endedBy', { who: bonus.endedBy })}</Muted> : null}
    </Stack>
  );
}

/** A member's bonuses, newest first: state, wagering with its bar, rules, dates and what the end moved; the active one can be cancelled. */
export function BonusTable({ brand, bonuses, username, lockedMinor }: { brand: BackofficeBrand; bonuses: readonly ConsoleBonus[]; username: string; lockedMinor: number }) {
  const { t } = useTranslation('bonusConsole');
  const [cancelling, setCancelling] = useState<ConsoleBonus | null>(null);
  return (
    <TableFrame>
      <Table data-testid="bonus-table">
        <thead>
          <tr>
            <th>{t('columns.bonus')}</th>
            <th>{t('columns.status')}</th>
            <th data-numeric="">{t('columns.amount')}</th>
            <th>{t('columns.wagering')}</th>
            <th>{t('columns.rules')}</th>
            <th>{t('columns.dates')}</th>
            <th>{t('columns.result')}</th>
            <th>{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {bonuses.map((bonus) => (
            <tr key={bonus.bonusId} data-testid="bonus-row" data-bonus-id={bonus.bonusId} data-status={bonus.status}>
              <td>
                <Stack>
                  <strong>{bonus.titleEn}</strong>
                  <span lang="bn">{bonus.titleBn}</span>
                  <Muted>
                    {t('bonus.id', { id: bonus.bonusId })} ·{' '}
                    {bonus.creditedBy
                      ? `${t('bonus.byOperator', { operator: bonus.creditedBy })}${bonus.approvedBy ? `, ${t('bonus.approvedBy', { operator: bonus.approvedBy })}` : ''}`
                      : t('bonus.promotion', { origin: bonus.origin })}
                  </Muted>
                  {bonus.reason ? <Muted>{t('bonus.reason', { reason: bonus.reason })}</Muted> : null}
                </Stack>
              </td>
              <td>
                <Mark $tone={TONE[bonus.status]}>{t(`status.${bonus.status}`)}</Mark>
              </td>
              <td data-numeric="">{brandMoney(brand, bonus.amountMinor)}</td>
              <td>
                <Stack>
                  <span data-testid="bonus-row-wagering" data-wagered-minor={bonus.wageredMinor} data-required-minor={bonus.requiredMinor}>
                    {t('bonus.percent', { percent: wageredPercent(bonus.wageredMinor, bonus.requiredMinor) })} ·{' '}
                    {t('bonus.wagered', { wagered: brandMoney(brand, bonus.wageredMinor), required: brandMoney(brand, bonus.requiredMinor) })}
                  </span>
                  <WageringMeter wageredMinor={bonus.wageredMinor} requiredMinor={bonus.requiredMinor} label={t('columns.wagering')} />
                </Stack>
              </td>
              <td>
                <Rules brand={brand} bonus={bonus} />
              </td>
              <td>
                <Stack>
                  <span>{t('bonus.started', { time: brandTime(brand, bonus.startedAt) })}</span>
                  <Muted>{bonus.endedAt ? t('bonus.ended', { time: brandTime(brand, bonus.endedAt) }) : t('bonus.expires', { time: brandTime(brand, bonus.expiresAt) })}</Muted>
                </Stack>
              </td>
              <td>
                <Result brand={brand} bonus={bonus} />
              </td>
              <td>
                {bonus.status === 'ACTIVE' ? (
                  <Button size="small" variant="secondary" onClick={() => setCancelling(bonus)} data-testid="bonus-cancel">
                    {t('bonus.cancel')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {cancelling ? <CancelDialog brand={brand} bonus={cancelling} username={username} lockedMinor={lockedMinor} onClose={() => setCancelling(null)} /> : null}
    </TableFrame>
  );
}
