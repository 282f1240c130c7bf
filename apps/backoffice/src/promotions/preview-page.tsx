import styled from 'styled-components';
import type { Language } from '@croupier/domain';
import { NEW_MEMBER_DAYS } from '@croupier/contract';
import { RichText, mix, vars } from '@croupier/ui';
import { ActionPill, Banner, CardTitle, Chip, Headline, headlineOf } from './preview-card';
import type { PreviewFacts } from './preview-facts';
import type { PreviewWords } from './preview-words';
import { chanceText } from './raffle-prizes';

const Page = styled.article`
  display: grid;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
  overflow: hidden;
`;

const Body = styled.div`
  display: grid;
  gap: 12px;
  padding: 14px 16px 18px;
  font-size: 14px;
`;

const When = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 12px;
`;

const Terms = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 10px 12px 10px 28px;
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorPrimary', 6)};
  font-size: 13px;
`;

const Ladder = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  & th,
  & td {
    padding: 6px 8px;
    border-bottom: 1px solid ${mix('colorBorder', 70)};
    text-align: left;
  }
  & td:last-child,
  & th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const SubTitle = styled.h4`
  margin: 0;
  font-size: 14px;
`;

/** The reward's rules as the member reads them under the headline. */
export function termsOf(facts: PreviewFacts, words: PreviewWords): string[] {
  const { t, money, hundredths, common } = words;
  const terms: string[] = [t(`member.segment.${facts.segment}`, { days: NEW_MEMBER_DAYS }), t(`member.frequency.${facts.frequency}`)];
  if (facts.kind === 'DEPOSIT_BONUS') {
    terms.push(t('member.terms.percent', { percent: hundredths(facts.percentBps), cap: money(facts.capMinor) }), t('member.terms.minDeposit', { amount: money(facts.minDepositMinor) }));
  }
  if (!facts.bonus) {
    terms.push(t('member.terms.cash'));
    return terms;
  }
  terms.push(t(facts.bothBase ? 'member.terms.wageringBoth' : 'member.terms.wagering', { times: hundredths(facts.multiplierHundredths) }));
  terms.push(t('member.terms.lifetime', { days: facts.lifetimeDays ?? '…' }));
  if (facts.maxBetMinor !== null) terms.push(t('member.terms.maxBet', { amount: money(facts.maxBetMinor) }));
  if (facts.maxCashoutMinor !== null) terms.push(t('member.terms.maxCashout', { amount: money(facts.maxCashoutMinor) }));
  if (facts.counting.length > 0) {
    const list = facts.counting.map((each) => t('member.terms.contribution', { game: common(`gameType.${each.gameType}`), percent: each.percent })).join(', ');
    terms.push(t('member.terms.counts', { list }));
  }
  return terms;
}

function SignInTable({ facts, words }: { facts: PreviewFacts; words: PreviewWords }) {
  const { t, money } = words;
  return (
    <>
      <SubTitle>{t('member.signInTitle')}</SubTitle>
      <Ladder>
        <tbody>
          {facts.signInMinor.map((amount, day) => (
            // a ladder's day is its place
            <tr key={day}>
              <td>{t('member.signInDay', { day: day + 1 })}</td>
              <td>{money(amount)}</td>
            </tr>
          ))}
        </tbody>
      </Ladder>
    </>
  );
}

function PrizeTable({ facts, words }: { facts: PreviewFacts; words: PreviewWords }) {
  const { t, money, digits } = words;
  const total = facts.prizes.reduce((sum, prize) => sum + (prize.weight ?? 0), 0);
  return (
    <>
      <SubTitle>{t('member.prizesTitle')}</SubTitle>
      <Ladder data-testid="preview-prizes">
        <thead>
          <tr>
            <th>{t('member.prize')}</th>
            <th>{t('member.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {facts.prizes.map((prize, index) => (
            // a prize is its place in the list, as the platform numbers it
            <tr key={index}>
              <td>{prize.amountMinor === 0 ? t('member.noPrize') : money(prize.amountMinor)}</td>
              <td>{digits(chanceText(prize.weight, total))}</td>
            </tr>
          ))}
        </tbody>
      </Ladder>
    </>
  );
}

/** The promotion's own page, as a member opens it from the card, in one language. */
export function PreviewPage({ facts, words, bannerSrc, language }: { facts: PreviewFacts; words: PreviewWords; bannerSrc: string | null; language: Language }) {
  const { t, time } = words;
  const texts = facts.texts[language];
  return (
    <Page data-testid="preview-page" lang={language}>
      <Banner $image={bannerSrc !== null}>{bannerSrc ? <img src={bannerSrc} alt="" /> : <span>{t(`member.category.${facts.category}`)}</span>}</Banner>
      <Body>
        <Chip>{t(`member.category.${facts.category}`)}</Chip>
        <CardTitle>{texts.title.trim() || t('member.noTitle')}</CardTitle>
        <Headline>{headlineOf(facts, words)}</Headline>
        <When>{t('member.window', { start: time(facts.startsMs), end: time(facts.endsMs) })}</When>
        <div>
          <ActionPill>{t(`member.action.${facts.kind}`)}</ActionPill>
        </div>
        <Terms data-testid="preview-terms">
          {termsOf(facts, words).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </Terms>
        {facts.kind === 'SIGN_IN' ? <SignInTable facts={facts} words={words} /> : null}
        {facts.kind === 'RAFFLE' ? <PrizeTable facts={facts} words={words} /> : null}
        {texts.body.trim() ? <RichText html={texts.body} data-testid="preview-body" /> : <When>{t('member.noBody')}</When>}
      </Body>
    </Page>
  );
}
