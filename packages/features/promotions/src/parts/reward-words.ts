import type { TFunction } from 'i18next';
import type { MemberPromotion } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { formatInteger, formatMoney, type CurrencyFormat } from '@croupier/i18n';
import { formatPercentBps } from './numbers';

export interface Words {
  t: TFunction<'promotions'>;
  language: Language;
  currency: CurrencyFormat;
}

/** The biggest prize of a raffle, or of a sign-in ladder's days. */
function largest(amounts: readonly number[]): number {
  return amounts.reduce((most, amount) => Math.max(most, amount), 0);
}

/** Today's day of a sign-in ladder, counted from zero: the streak before today, starting again after the last day. */
export function signInTodayIndex(signIn: NonNullable<MemberPromotion['signIn']>): number {
  const days = signIn.amountsMinor.length;
  return days === 0 ? 0 : signIn.streakDays % days;
}

/** What the member gets now for a sign-in or a fixed reward; null where it depends on a deposit or a draw. */
export function readyAmountMinor(promotion: MemberPromotion): number | null {
  if (promotion.kind === 'SIGN_IN' && promotion.signIn) return promotion.signIn.amountsMinor[signInTodayIndex(promotion.signIn)] ?? null;
  if (promotion.kind === 'JOIN_BONUS' || promotion.kind === 'APPLICATION') return promotion.reward.amountMinor > 0 ? promotion.reward.amountMinor : null;
  return null;
}

/** The big figure of a drawn banner: a deposit bonus's percent, a fixed amount, a ladder's or raffle's top prize. */
export function headlineOf(promotion: MemberPromotion, { t, language, currency }: Words): string {
  const money = (minor: number) => formatMoney(minor, currency, language, 0);
  switch (promotion.kind) {
    case 'DEPOSIT_BONUS':
      return t('headline.deposit', { percent: formatPercentBps(promotion.reward.percentBps, language) });
    case 'SIGN_IN':
      return t('headline.signIn', { count: promotion.signIn?.amountsMinor.length ?? 0, days: formatInteger(promotion.signIn?.amountsMinor.length ?? 0, language) });
    case 'RAFFLE':
      return t('headline.raffle', { amount: money(largest(promotion.raffle?.prizes.map((prize) => prize.amountMinor) ?? [])) });
    default:
      return promotion.reward.amountMinor > 0 ? money(promotion.reward.amountMinor) : t(`kind.${promotion.kind}`);
  }
}

/** One line that says what the reward is, for a card. */
export function rewardLine(promotion: MemberPromotion, { t, language, currency }: Words): string {
  const money = (minor: number) => formatMoney(minor, currency, language);
  const { reward } = promotion;
  switch (promotion.kind) {
    case 'DEPOSIT_BONUS':
      return t('rewardLine.deposit', { percent: formatPercentBps(reward.percentBps, language), cap: money(reward.capMinor), min: money(reward.minDepositMinor) });
    case 'SIGN_IN': {
      const amounts = promotion.signIn?.amountsMinor ?? [];
      return t('rewardLine.signIn', { count: amounts.length, days: formatInteger(amounts.length, language), amount: money(largest(amounts)) });
    }
    case 'RAFFLE':
      return t('rewardLine.raffle', { amount: money(largest(promotion.raffle?.prizes.map((prize) => prize.amountMinor) ?? [])) });
    default:
      return reward.amountMinor > 0 ? t(`rewardLine.fixed.${reward.form}`, { amount: money(reward.amountMinor) }) : t(`kind.${promotion.kind}`);
  }
}
