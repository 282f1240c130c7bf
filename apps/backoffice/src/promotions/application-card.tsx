import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BackofficeBrand, PromotionApplication } from '@croupier/contract';
import { Button, mix, vars } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Actions, Mark, Muted, Stack } from '../parts/page-parts';
import { ApplicationImages } from './application-images';

const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(180px, 1.1fr) minmax(200px, 1.6fr) minmax(160px, auto) minmax(150px, auto);
  gap: 12px 20px;
  align-items: start;
  padding: 14px 16px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Remark = styled.blockquote`
  margin: 0;
  padding: 8px 12px;
  border-left: 3px solid ${mix('colorPrimary', 40)};
  border-radius: ${vars.radiusSmall};
  background: ${mix('colorPrimary', 5)};
  font-size: 14px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  color: ${vars.colorTextMuted};
  font-size: 11px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const TONE = { APPLYING: 'warning', ISSUED: 'info', REJECTED: 'muted' } as const;

/**
 * One application as the reviewer reads it: who sent it to which promotion of which brand, the
 * member's remark as plain text (React writes it as text, never as markup), the images, and the
 * decision or the buttons to make it.
 */
export function ApplicationCard({ application, brand, onDecide }: { application: PromotionApplication; brand: BackofficeBrand | undefined; onDecide: (approve: boolean) => void }) {
  const { t } = useTranslation('promotionConsole');
  const time = (iso: string) => (brand ? brandTime(brand, iso) : iso);
  return (
    <Card data-testid="application-card" data-entry-id={application.entryId} data-status={application.status}>
      <Stack>
        {brand ? (
          <Link to={`/${brand.code}/members/${application.memberId}`} data-testid="application-member">
            <strong>{application.username}</strong>
          </Link>
        ) : (
          <strong>{application.username}</strong>
        )}
        {brand ? <Link to={`/${brand.code}/promotions/${application.promotionId}`}>{application.promotionTitle}</Link> : <span>{application.promotionTitle}</span>}
        <Muted>
          {brand?.displayName ?? application.merchantCode} · #{application.entryId}
        </Muted>
        <Muted>{t('queue.sent', { time: time(application.createdAt) })}</Muted>
      </Stack>
      <Stack>
        <Label>{t('queue.remark')}</Label>
        {application.remark.trim() ? <Remark data-testid="application-remark">{application.remark}</Remark> : <Muted>{t('queue.noRemark')}</Muted>}
      </Stack>
      <Stack>
        <Label>{t('queue.images', { count: application.imageCount })}</Label>
        <ApplicationImages entryId={application.entryId} count={application.imageCount} who={application.username} />
      </Stack>
      <Stack>
        <Mark $tone={TONE[application.status]} data-testid="application-status">
          {t(`applicationStatus.${application.status}`)}
        </Mark>
        {application.status === 'APPLYING' ? (
          <Actions>
            <Button size="small" onClick={() => onDecide(true)} data-testid="application-approve">
              {t('queue.approve')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => onDecide(false)} data-testid="application-reject">
              {t('queue.reject')}
            </Button>
          </Actions>
        ) : (
          <>
            {application.decidedBy ? <Muted>{t('queue.decidedBy', { who: application.decidedBy, time: application.decidedAt ? time(application.decidedAt) : '—' })}</Muted> : null}
            {application.status === 'ISSUED' && brand ? <Muted data-testid="application-paid">{t('queue.paid', { amount: brandMoney(brand, application.paidMinor) })}</Muted> : null}
            {application.rejectReason ? <Muted>{t('queue.rejectedFor', { reason: application.rejectReason })}</Muted> : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
