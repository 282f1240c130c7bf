import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { MemberBonus } from '@croupier/contract';
import { mix, vars } from '@croupier/ui';

const TONE: Record<MemberBonus['status'], 'colorPrimary' | 'colorSuccess' | 'colorTextMuted' | 'colorDanger'> = {
  ACTIVE: 'colorPrimary',
  COMPLETED: 'colorSuccess',
  EXPIRED: 'colorTextMuted',
  FORFEITED: 'colorDanger',
  LOST: 'colorTextMuted',
};

const Pill = styled.span<{ $tone: keyof typeof vars }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: ${({ $tone }) => vars[$tone]};
  background: ${({ $tone }) => mix($tone, 14)};
  border: 1px solid ${({ $tone }) => mix($tone, 45)};
  white-space: nowrap;
`;

/** A bonus's state in words, coloured by what it means for the player. */
export function StateBadge({ status }: { status: MemberBonus['status'] }) {
  const { t } = useTranslation('records');
  return (
    <Pill $tone={TONE[status]} data-testid="bonus-state">
      {t(`bonuses.states.${status}`)}
    </Pill>
  );
}
