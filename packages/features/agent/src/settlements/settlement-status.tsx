import { useTranslation } from 'react-i18next';
import type { Settlement } from '@croupier/contract';
import { Muted, Tag } from '../parts/page.styles';

const TONE = { PAID: 'success', OWED: 'danger', NOTHING_DUE: 'muted' } as const;

/** Paid, owed (the payer lacked the money: paid the moment it has it), or nothing due and why. */
export function SettlementStatus({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation('agent');
  const failed = settlement.checks.filter((check) => !check.met);
  return (
    <>
      <Tag $tone={TONE[settlement.status]} data-testid="agent-settlement-status">
        {t(`settlements.status.${settlement.status}`)}
      </Tag>
      {settlement.reason ? <Muted>{t(`settlements.reasons.${settlement.reason}`)}</Muted> : null}
      {failed.length > 0 ? <Muted>{failed.map((check) => t(`settlements.failed.${check.threshold}`)).join(' · ')}</Muted> : null}
    </>
  );
}
