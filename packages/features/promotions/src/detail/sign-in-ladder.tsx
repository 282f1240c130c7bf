import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { MemberPromotion } from '@croupier/contract';
import { formatInteger, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { mix, vars } from '@croupier/ui';
import { signInTodayIndex } from '../parts/reward-words';

type DayState = 'done' | 'today' | 'todayDone' | 'ahead';

const Ladder = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(78px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 599px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Day = styled.li<{ $state: DayState }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 4px;
  padding: 10px 4px;
  border-radius: ${vars.radiusMedium};
  border: 2px solid ${vars.colorBorder};
  background: ${vars.colorSurfaceRaised};
  text-align: center;
  & small {
    font-size: 12px;
    color: ${vars.colorTextMuted};
  }
  & strong {
    font-size: 13.5px;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  ${({ $state }) =>
    $state === 'done' || $state === 'todayDone'
      ? css`
          border-color: ${mix('colorSuccess', 60)};
          background: ${mix('colorSuccess', 12, vars.colorSurface)};
        `
      : ''}
  ${({ $state }) =>
    $state === 'today' || $state === 'todayDone'
      ? css`
          border-color: ${vars.colorAccent};
          box-shadow: 0 0 0 3px ${mix('colorAccent', 30)};
          & small {
            color: ${vars.colorText};
            font-weight: 700;
          }
        `
      : ''}
`;

const Tick = styled.span`
  position: absolute;
  top: -8px;
  right: -6px;
  display: grid;
  place-items: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${vars.colorSuccess};
  color: #fff;
  font-size: 12px;
  font-weight: 800;
`;

const Stack = styled.div`
  display: grid;
  gap: 12px;
`;

const Streak = styled.p`
  margin: 0;
  font-size: 14px;
  & strong {
    color: ${vars.colorAccent};
  }
`;

/** A daily sign-in's ladder: each day's reward, the days of the streak done, and today's marked. */
export function SignInLadder({ signIn, currency }: { signIn: NonNullable<MemberPromotion['signIn']>; currency: CurrencyFormat }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const today = signInTodayIndex(signIn);
  const streak = signIn.streakDays + (signIn.signedToday ? 1 : 0);
  const stateOf = (index: number): DayState => {
    if (index < today) return 'done';
    if (index === today) return signIn.signedToday ? 'todayDone' : 'today';
    return 'ahead';
  };
  return (
    <Stack data-testid="promotion-ladder">
      <Streak data-testid="promotion-streak" data-streak={streak}>
        {t('signIn.streak', { count: streak, days: formatInteger(streak, language) })}
      </Streak>
      <Ladder aria-label={t('signIn.ladder')}>
        {signIn.amountsMinor.map((amount, index) => {
          const state = stateOf(index);
          return (
            <Day key={index} $state={state} data-testid="promotion-ladder-day" data-day-state={state} aria-current={state === 'today' || state === 'todayDone' ? 'date' : undefined}>
              <small>{state === 'today' || state === 'todayDone' ? t('signIn.today') : t('signIn.day', { day: formatInteger(index + 1, language) })}</small>
              <strong>{formatMoney(amount, currency, language)}</strong>
              {state === 'done' || state === 'todayDone' ? <Tick aria-label={t('signIn.signed')}>✓</Tick> : null}
            </Day>
          );
        })}
      </Ladder>
    </Stack>
  );
}
