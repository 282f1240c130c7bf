import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BackofficeBrand, ConsolePromotion } from '@croupier/contract';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Muted, Stack, Table, TableFrame } from '../parts/page-parts';
import { BudgetMeter } from './budget-meter';
import { StatusMark } from './status-mark';

/** Where a published promotion stands in its window now: members see it as coming soon, running or closed. */
export function phaseOf(promotion: Pick<ConsolePromotion, 'status' | 'startsAt' | 'endsAt'>, nowMs: number): 'upcoming' | 'running' | 'over' | null {
  if (promotion.status !== 'PUBLISHED') return null;
  if (nowMs < Date.parse(promotion.startsAt)) return 'upcoming';
  return nowMs < Date.parse(promotion.endsAt) ? 'running' : 'over';
}

function PromotionRow({ brand, promotion, nowMs }: { brand: BackofficeBrand; promotion: ConsolePromotion; nowMs: number }) {
  const { t } = useTranslation('promotionConsole');
  const phase = phaseOf(promotion, nowMs);
  const budget = { spent: brandMoney(brand, promotion.spentMinor), budget: brandMoney(brand, promotion.budgetMinor) };
  return (
    <tr data-testid="promotion-row" data-promotion-id={promotion.promotionId} data-status={promotion.status}>
      <td>
        <Stack>
          <Link to={`/${brand.code}/promotions/${promotion.promotionId}`} data-testid="promotion-open">
            <strong>{promotion.titles.en}</strong>
          </Link>
          <span lang="bn">{promotion.titles.bn}</span>
          <Muted>
            #{promotion.promotionId} · {t(`kind.${promotion.kind}`)} · {t(`category.${promotion.category}`)}
          </Muted>
        </Stack>
      </td>
      <td>
        <Stack>
          <StatusMark status={promotion.status} />
          {phase ? <Muted>{t(`phase.${phase}`)}</Muted> : null}
        </Stack>
      </td>
      <td>
        <Stack>
          <span>{brandTime(brand, promotion.startsAt)}</span>
          <Muted>{t('table.until', { time: brandTime(brand, promotion.endsAt) })}</Muted>
        </Stack>
      </td>
      <td data-numeric="" data-testid="promotion-budget" data-spent-minor={promotion.spentMinor} data-budget-minor={promotion.budgetMinor}>
        <Stack>
          <span>{t('table.spentOf', budget)}</span>
          <BudgetMeter spentMinor={promotion.spentMinor} budgetMinor={promotion.budgetMinor} label={t('table.budgetLabel', budget)} />
        </Stack>
      </td>
      <td data-numeric="" data-testid="promotion-entries">
        {promotion.entryCount}
      </td>
      <td data-numeric="" data-testid="promotion-pending-applications">
        {promotion.pendingApplications > 0 ? <Link to={`/promotion-applications?brand=${brand.code}`}>{t('table.toReview', { count: promotion.pendingApplications })}</Link> : <Muted>0</Muted>}
      </td>
      <td>
        <Stack>
          <span>{t('trail.createdShort', { who: promotion.createdBy })}</span>
          {promotion.submittedBy ? <Muted>{t('trail.submittedShort', { who: promotion.submittedBy })}</Muted> : null}
          {promotion.approvedBy ? <Muted>{t('trail.approvedShort', { who: promotion.approvedBy })}</Muted> : null}
          {promotion.endedBy ? <Muted>{t('trail.endedShort', { who: promotion.endedBy })}</Muted> : null}
        </Stack>
      </td>
    </tr>
  );
}

/** A brand's promotions with their money: what each has spent of its budget, who took part and who waits for review. */
export function PromotionTable({ brand, promotions, nowMs }: { brand: BackofficeBrand; promotions: readonly ConsolePromotion[]; nowMs: number }) {
  const { t } = useTranslation('promotionConsole');
  return (
    <TableFrame>
      <Table data-testid="promotion-table">
        <thead>
          <tr>
            <th>{t('table.promotion')}</th>
            <th>{t('table.status')}</th>
            <th>{t('table.window', { zone: brand.timeZone })}</th>
            <th data-numeric="">{t('table.budget')}</th>
            <th data-numeric="">{t('table.entries')}</th>
            <th data-numeric="">{t('table.applications')}</th>
            <th>{t('table.people')}</th>
          </tr>
        </thead>
        <tbody>
          {promotions.map((promotion) => (
            <PromotionRow key={promotion.promotionId} brand={brand} promotion={promotion} nowMs={nowMs} />
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
