import styled from 'styled-components';
import type { Language } from '@croupier/domain';
import { mix, vars } from '@croupier/ui';
import type { PreviewFacts } from './preview-facts';
import type { PreviewWords } from './preview-words';

export const Banner = styled.div<{ $image: boolean }>`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 6;
  background: ${({ $image }) => ($image ? vars.colorSurfaceRaised : `linear-gradient(135deg, ${vars.colorPrimary}, ${mix('colorAccent', 85, vars.colorPrimary)})`)};
  color: ${vars.colorOnPrimary};
  font-size: 18px;
  font-weight: 800;
  letter-spacing: 0.02em;
  overflow: hidden;
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Card = styled.article`
  display: grid;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
  box-shadow: 0 2px 10px ${mix('colorText', 8)};
  overflow: hidden;
`;

const CardBody = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px 14px 14px;
`;

export const Chip = styled.span`
  justify-self: start;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${mix('colorPrimary', 12)};
  color: ${vars.colorPrimary};
  font-size: 11px;
  font-weight: 700;
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: 16px;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Summary = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 13px;
  line-height: 1.45;
  overflow-wrap: anywhere;
`;

export const Headline = styled.p`
  margin: 0;
  color: ${vars.colorAccent};
  font-size: 14px;
  font-weight: 800;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 4px;
  color: ${vars.colorTextMuted};
  font-size: 12px;
`;

export const ActionPill = styled.span`
  flex: none;
  padding: 6px 14px;
  border-radius: 999px;
  background: ${vars.colorAccent};
  color: ${vars.colorOnAccent};
  font-size: 13px;
  font-weight: 700;
`;

/** The largest one draw or one day can pay: what a raffle's and a sign-in's headline promise. */
function largest(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  return Math.max(...(values as number[]));
}

/** The reward in one line, the way the card and the page lead with it. */
export function headlineOf(facts: PreviewFacts, words: PreviewWords): string {
  const { t, money, hundredths, digits } = words;
  if (facts.kind === 'DEPOSIT_BONUS') return t('member.headline.deposit', { percent: hundredths(facts.percentBps), cap: money(facts.capMinor) });
  if (facts.kind === 'SIGN_IN') {
    const known = facts.signInMinor.every((value) => value !== null);
    const total = known ? facts.signInMinor.reduce<number>((sum, value) => sum + (value ?? 0), 0) : null;
    return t('member.headline.signIn', { days: digits(String(facts.signInMinor.length)), total: money(total) });
  }
  if (facts.kind === 'RAFFLE') return t('member.headline.raffle', { amount: money(largest(facts.prizes.map((prize) => prize.amountMinor))) });
  return facts.bonus ? t('member.headline.fixedBonus', { amount: money(facts.amountMinor) }) : t('member.headline.fixedCash', { amount: money(facts.amountMinor) });
}

/** The promotion's card on the brand's /promotions page, in one language. */
export function PreviewCard({ facts, words, bannerSrc, language }: { facts: PreviewFacts; words: PreviewWords; bannerSrc: string | null; language: Language }) {
  const { t, time } = words;
  const texts = facts.texts[language];
  const soon = facts.startsMs !== null && facts.startsMs > Date.now();
  return (
    <Card data-testid="preview-card" lang={language}>
      <Banner $image={bannerSrc !== null}>{bannerSrc ? <img src={bannerSrc} alt="" /> : <span>{t(`member.category.${facts.category}`)}</span>}</Banner>
      <CardBody>
        <Chip>{t(`member.category.${facts.category}`)}</Chip>
        <CardTitle data-testid="preview-card-title">{texts.title.trim() || t('member.noTitle')}</CardTitle>
        <Summary>{texts.summary.trim() || t('member.noSummary')}</Summary>
        <Headline data-testid="preview-card-headline">{headlineOf(facts, words)}</Headline>
        <Footer>
          <span>{soon ? t('member.startsOn', { time: time(facts.startsMs) }) : t('member.endsOn', { time: time(facts.endsMs) })}</span>
          <ActionPill>{soon ? t('member.comingSoon') : t(`member.action.${facts.kind}`)}</ActionPill>
        </Footer>
      </CardBody>
    </Card>
  );
}
