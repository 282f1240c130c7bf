import { useTranslation } from 'react-i18next';
import { ACCOUNT_MOVEMENT_GROUPS, type AccountMovementGroup } from '@croupier/domain';
import { Select } from '@croupier/ui';

const isGroup = (value: string): value is AccountMovementGroup => (ACCOUNT_MOVEMENT_GROUPS as readonly string[]).includes(value);

/** Every movement, or deposits and withdrawals, bets and wins, transfers, or the rest. */
export function MovementGroupFilter({ value, onChange }: { value: AccountMovementGroup; onChange: (group: AccountMovementGroup) => void }) {
  const { t } = useTranslation('records');
  const options = ACCOUNT_MOVEMENT_GROUPS.map((group) => ({ value: group, label: t(`account.groups.${group}`) }));
  return <Select label={t('account.groupLabel')} options={options} value={value} onChange={(next) => onChange(isGroup(next) ? next : 'all')} data-testid="account-record-group" />;
}
