import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackofficeBrand, ConsoleRedEnvelopePool } from '@croupier/contract';
import { Button, Dialog } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Actions, Alert, Code, Mark, Muted, Stack, Table, TableFrame } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { usePoolStep, type PoolStep } from './use-red-envelopes';

function StatusMark({ pool }: { pool: ConsoleRedEnvelopePool }) {
  const { t } = useTranslation('redEnvelope');
  const upcoming = pool.status === 'OPEN' && pool.phase === 'UPCOMING';
  const label = upcoming ? t('console.status.UPCOMING') : t(`console.status.${pool.status}`);
  return (
    <Stack>
      <Mark $tone={pool.status === 'PENDING' ? 'warning' : pool.status === 'OPEN' ? 'info' : 'muted'} data-testid="pool-status" data-status={pool.status}>
        {label}
      </Mark>
      {pool.closeReason ? <Muted>{t(`console.closeReason.${pool.closeReason}`)}</Muted> : null}
    </Stack>
  );
}

/** Asks before a step that moves money, saying what it moves; a refusal stays in the dialog in words. */
function StepDialog({ brand, pool, step, onClose }: { brand: BackofficeBrand; pool: ConsoleRedEnvelopePool; step: PoolStep; onClose: () => void }) {
  const { t } = useTranslation('redEnvelope');
  const { t: consoleText } = useConsoleText();
  const run = usePoolStep();
  const text =
    step === 'approve'
      ? t('console.confirmApprove', { title: pool.titleEn, amount: brandMoney(brand, pool.totalMinor) })
      : t('console.confirmClose', { title: pool.titleEn });
  return (
    <Dialog
      open
      onClose={onClose}
      title={step === 'approve' ? t('console.approve') : t('console.close')}
      size="medium"
      buttons={[
        { label: consoleText('decision.cancel'), variant: 'secondary' },
        { label: step === 'approve' ? t('console.approve') : t('console.close'), variant: step === 'approve' ? 'primary' : 'danger', keepOpen: true, loading: run.isPending, onClick: () => run.mutate({ step, poolId: pool.poolId }, { onSuccess: onClose }) },
      ]}
    >
      <div data-testid="pool-step-dialog">
        <p>{text}</p>
        {run.error ? <Alert role="alert">{refusalText(consoleText, run.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}

/** A brand's pools with their figures: what was funded, grabbed and is left, and the steps each may take. */
export function PoolTable({ brand, pools }: { brand: BackofficeBrand; pools: readonly ConsoleRedEnvelopePool[] }) {
  const { t } = useTranslation('redEnvelope');
  const [asking, setAsking] = useState<{ pool: ConsoleRedEnvelopePool; step: PoolStep } | null>(null);
  if (pools.length === 0) return <Muted>{t('console.empty')}</Muted>;
  return (
    <TableFrame>
      <Table data-testid="pool-table">
        <thead>
          <tr>
            <th>{t('console.columns.pool')}</th>
            <th>{t('console.columns.status')}</th>
            <th>{t('console.columns.window')}</th>
            <th data-numeric="">{t('console.columns.funded')}</th>
            <th data-numeric="">{t('console.columns.grabbed')}</th>
            <th data-numeric="">{t('console.columns.count')}</th>
            <th data-numeric="">{t('console.columns.left')}</th>
            <th>{t('console.columns.people')}</th>
            <th>{t('console.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {pools.map((pool) => (
            <tr key={pool.poolId} data-testid="pool-row" data-pool-id={pool.poolId} data-status={pool.status}>
              <td>
                <Stack>
                  <strong>{pool.titleEn}</strong>
                  <span lang="bn">{pool.titleBn}</span>
                  <Muted>
                    #{pool.poolId} · {brandMoney(brand, pool.totalMinor)} / {pool.envelopeCount} · min {brandMoney(brand, pool.minMinor)}
                  </Muted>
                  <Muted>
                    {t('console.seedHash')}: <Code>{pool.seedSha256.slice(0, 16)}…</Code>
                  </Muted>
                  {pool.seed ? (
                    <Muted>
                      {t('console.seed')}: <Code data-testid="pool-seed">{pool.seed}</Code>
                    </Muted>
                  ) : null}
                </Stack>
              </td>
              <td>
                <StatusMark pool={pool} />
              </td>
              <td>
                <Stack>
                  <span>{brandTime(brand, pool.startsAt)}</span>
                  <Muted>{brandTime(brand, pool.endsAt)}</Muted>
                </Stack>
              </td>
              <td data-numeric="" data-testid="pool-funded" data-minor={pool.fundedMinor}>
                {brandMoney(brand, pool.fundedMinor)}
              </td>
              <td data-numeric="" data-testid="pool-grabbed" data-minor={pool.grabbedMinor}>
                {brandMoney(brand, pool.grabbedMinor)}
              </td>
              <td data-numeric="" data-testid="pool-count" data-count={pool.grabbedCount}>
                {pool.grabbedCount} / {pool.envelopeCount}
              </td>
              <td data-numeric="" data-testid="pool-left" data-minor={pool.leftMinor}>
                <Stack>
                  <span>{brandMoney(brand, pool.leftMinor)}</span>
                  {pool.returnedMinor !== null ? <Muted>{t('console.returned', { amount: brandMoney(brand, pool.returnedMinor) })}</Muted> : null}
                </Stack>
              </td>
              <td>
                <Stack>
                  <span>{pool.createdBy}</span>
                  <Muted>{pool.approvedBy ?? '—'}</Muted>
                </Stack>
              </td>
              <td>
                <Actions>
                  {pool.status === 'PENDING' ? (
                    <Button size="small" onClick={() => setAsking({ pool, step: 'approve' })} data-testid="pool-approve">
                      {t('console.approve')}
                    </Button>
                  ) : null}
                  {pool.status !== 'CLOSED' ? (
                    <Button size="small" variant="secondary" onClick={() => setAsking({ pool, step: 'close' })} data-testid="pool-close">
                      {t('console.close')}
                    </Button>
                  ) : null}
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {asking ? <StepDialog brand={brand} pool={asking.pool} step={asking.step} onClose={() => setAsking(null)} /> : null}
    </TableFrame>
  );
}
