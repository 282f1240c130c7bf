import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberPromotion } from '@croupier/contract';
import { formatDateTime, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Message, Note, vars } from '@croupier/ui';
import { formatClock, useSecondsLeft } from './countdown';
import { isSignedIn, usePromotionsEnvironment } from './environment';
import { promotionErrorText } from './error-text';
import { LinkButton } from './link-button';
import { useClaimPromotion, useJoinPromotion } from './queries';
import { readyAmountMinor } from './reward-words';

const Stack = styled.div`
  display: grid;
  gap: 8px;
  min-width: 0;
`;

const Clock = styled.strong`
  font-variant-numeric: tabular-nums;
  color: ${vars.colorAccent};
`;

export interface PromotionActionProps {
  promotion: MemberPromotion;
  currency: CurrencyFormat;
  /**
   * On the promotion's page an application's form sits beside the action, so "apply" and "apply again"
   * open it; on a card they lead to the promotion's page.
   */
  onApply?: () => void;
  fullWidth?: boolean;
}

/** A joined deposit bonus: the time left to deposit, and the way to the deposit page. */
function JoinedAction({ promotion, fullWidth }: { promotion: MemberPromotion; fullWidth: boolean }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { paths } = usePromotionsEnvironment();
  const left = useSecondsLeft(promotion.entry?.holdUntil ?? null);
  return (
    <Stack>
      {left !== null && left > 0 ? (
        <Note data-testid="promotion-hold" data-seconds-left={left}>
          {t('action.holdLeft')} <Clock>{formatClock(left, language)}</Clock>
        </Note>
      ) : (
        <Note data-testid="promotion-hold">{t('action.holdOver')}</Note>
      )}
      <LinkButton to={paths.deposit} $fullWidth={fullWidth} data-testid="promotion-deposit">
        {t('action.depositNow')}
      </LinkButton>
    </Stack>
  );
}

/** A bonus paid into the locked bonus wallet: where its wagering is followed. */
function BonusLink() {
  const { t } = useTranslation('promotions');
  const { paths } = usePromotionsEnvironment();
  return (
    <LinkButton to={paths.bonusDetails} $tone="secondary" data-testid="promotion-bonus-link">
      {t('action.seeBonus')}
    </LinkButton>
  );
}

/** An application: to the form (on a card, the promotion's page; on the page, the form beside it). */
function ApplyButton({ promotion, onApply, again, fullWidth }: { promotion: MemberPromotion; onApply?: () => void; again: boolean; fullWidth: boolean }) {
  const { t } = useTranslation('promotions');
  const { role, openLogin, paths } = usePromotionsEnvironment();
  const label = again ? t('action.applyAgain') : t('action.apply');
  if (!isSignedIn(role)) {
    return (
      <Button variant="accent" fullWidth={fullWidth} onClick={openLogin} data-testid="promotion-apply">
        {label}
      </Button>
    );
  }
  if (onApply) {
    return (
      <Button variant="accent" fullWidth={fullWidth} onClick={onApply} data-testid="promotion-apply">
        {label}
      </Button>
    );
  }
  return (
    <LinkButton to={`${paths.detail(promotion.promotionId)}#apply`} $fullWidth={fullWidth} data-testid="promotion-apply">
      {label}
    </LinkButton>
  );
}

/**
 * What the reader can do with a promotion now, or where it stands, by its state (SPEC §4): join a
 * deposit bonus, claim a ready reward, apply; the hold's countdown once joined; what was paid; why it
 * is closed or was turned down. A guest's join or claim opens the login popup.
 */
export function PromotionAction({ promotion, currency, onApply, fullWidth = false }: PromotionActionProps) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { role, openLogin, timeZone } = usePromotionsEnvironment();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const money = (minor: number) => formatMoney(minor, currency, language);
  const failure = join.error ?? claim.error;
  const failureText = failure ? promotionErrorText(failure) : null;
  const paid = promotion.entry?.paidMinor ?? 0;

  /** What a claim paid, or for a raffle's empty draw that there was no prize; `now` for the claim just made. */
  const claimedText = (claimed: MemberPromotion, paidMinor: number, now: boolean) => {
    if (claimed.kind !== 'RAFFLE') return t(now ? 'action.claimedNow' : 'action.claimed', { amount: money(paidMinor) });
    if (paidMinor === 0) return t('action.drawnNothing');
    return t(now ? 'action.drawnNow' : 'action.drawn', { amount: money(paidMinor) });
  };

  const act = (action: typeof join | typeof claim) => {
    if (!isSignedIn(role)) {
      openLogin();
      return;
    }
    if (join.isPending || claim.isPending) return;
    join.reset();
    claim.reset();
    action.mutate(promotion.promotionId);
  };

  const body = (() => {
    switch (promotion.state) {
      case 'COMING_SOON':
        return <Note data-testid="promotion-starts">{t('action.startsAt', { time: formatDateTime(promotion.startsAt, language, timeZone) })}</Note>;
      case 'CLOSED':
        return <Note data-testid="promotion-closed">{t(`closed.${promotion.blockedReason ?? 'ENDED'}`)}</Note>;
      case 'JOIN':
        if (promotion.kind === 'APPLICATION') return <ApplyButton promotion={promotion} onApply={onApply} again={false} fullWidth={fullWidth} />;
        return (
          <Button variant="accent" fullWidth={fullWidth} loading={join.isPending} onClick={() => act(join)} data-testid="promotion-join">
            {t('action.join')}
          </Button>
        );
      case 'JOINED':
        return <JoinedAction promotion={promotion} fullWidth={fullWidth} />;
      case 'PROCESSING':
        return <Note data-testid="promotion-processing">{t('action.processing')}</Note>;
      case 'ISSUED':
        return (
          <Stack>
            <Message tone="success" data-testid="promotion-paid" data-amount-minor={paid}>
              {paid > 0 ? t('action.issued', { amount: money(paid) }) : t('action.issuedNoAmount')}
            </Message>
            {promotion.reward.form === 'BONUS' ? <BonusLink /> : null}
          </Stack>
        );
      case 'CLAIM': {
        const ready = readyAmountMinor(promotion);
        return (
          <Button variant="accent" fullWidth={fullWidth} loading={claim.isPending} onClick={() => act(claim)} data-testid="promotion-claim">
            {ready !== null ? t('action.claimAmount', { amount: money(ready) }) : t(promotion.kind === 'RAFFLE' ? 'action.draw' : 'action.claim')}
          </Button>
        );
      }
      case 'CLAIMED':
        // the claim's own answer says what was paid, announced, just below
        if (claim.data) return null;
        return (
          <Message tone={paid > 0 ? 'success' : 'info'} data-testid="promotion-paid" data-amount-minor={paid}>
            {claimedText(promotion, paid, false)}
          </Message>
        );
      case 'SIGNED':
        if (claim.data) return null;
        return (
          <Message tone="success" data-testid="promotion-paid" data-amount-minor={paid}>
            {t('action.signed', { amount: money(paid) })}
          </Message>
        );
      case 'APPLYING':
        return (
          <Note data-testid="promotion-applying">
            {promotion.entry ? t('action.applyingSince', { time: formatDateTime(promotion.entry.createdAt, language, timeZone) }) : t('action.applying')}
          </Note>
        );
      case 'REJECTED':
        return (
          <Stack>
            <Message tone="error" data-testid="promotion-rejected">
              {promotion.entry?.rejectReason ? t('action.rejectedBecause', { reason: promotion.entry.rejectReason }) : t('action.rejected')}
            </Message>
            <ApplyButton promotion={promotion} onApply={onApply} again fullWidth={fullWidth} />
          </Stack>
        );
    }
  })();

  return (
    <Stack data-testid="promotion-action" data-state={promotion.state}>
      {body}
      {claim.data ? (
        <Message tone={claim.data.paidMinor > 0 ? 'success' : 'info'} announce data-testid="promotion-claimed" data-amount-minor={claim.data.paidMinor}>
          {claimedText(promotion, claim.data.paidMinor, true)}
        </Message>
      ) : null}
      {join.isSuccess ? (
        <Message tone="success" announce data-testid="promotion-joined">
          {t('action.joinedNow')}
        </Message>
      ) : null}
      {failureText ? (
        <Message tone="error" announce data-testid="promotion-error">
          {t(failureText.key, failureText.values)}
        </Message>
      ) : null}
    </Stack>
  );
}
