import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PromotionState } from '@croupier/contract';
import { mix, vars } from '@croupier/ui';

type Tone = 'action' | 'waiting' | 'done' | 'over' | 'refused';

/** How each state reads at a glance: one to act on, one waiting on someone, one done, one over, one refused. */
export const STATE_TONE: Record<PromotionState, Tone> = {
  JOIN: 'action',
  CLAIM: 'action',
  JOINED: 'waiting',
  PROCESSING: 'waiting',
  APPLYING: 'waiting',
  ISSUED: 'done',
  CLAIMED: 'done',
  SIGNED: 'done',
  COMING_SOON: 'over',
  CLOSED: 'over',
  REJECTED: 'refused',
};

const COLOURS: Record<Tone, { background: string; text: string }> = {
  action: { background: vars.colorAccent, text: vars.colorOnAccent },
  waiting: { background: mix('colorPrimary', 18), text: vars.colorText },
  done: { background: mix('colorSuccess', 20), text: vars.colorText },
  over: { background: mix('colorText', 12), text: vars.colorTextMuted },
  refused: { background: mix('colorDanger', 18), text: vars.colorText },
};

const Chip = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  justify-self: start;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $tone }) => COLOURS[$tone].background};
  color: ${({ $tone }) => COLOURS[$tone].text};
  &::before {
    content: '';
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: currentColor;
    opacity: 0.7;
  }
`;

/** The promotion's state for the reader, as a small coloured label. */
export function StateChip({ state }: { state: PromotionState }) {
  const { t } = useTranslation('promotions');
  return (
    <Chip $tone={STATE_TONE[state]} data-testid="promotion-state" data-state={state}>
      {t(`state.${state}`)}
    </Chip>
  );
}
