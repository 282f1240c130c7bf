import type { Brand } from '@croupier/brand-config';
import type { PromotionDraft } from '@croupier/contract';
import type { Database } from '../../db/database';
import { selectOperatorByUsername } from '../backoffice-operators';
import { newRaffleSeed } from './raffle';
import { insertPromotion, markPublished, markSubmitted } from './repository';
import { promotionFieldsOf } from './rules';

const DAY_MS = 24 * 60 * 60_000;
/** Amounts below are in whole taka; the brand's currency scale turns them into minor units. */
type Draft = Omit<PromotionDraft, 'merchantCode' | 'startsAt' | 'endsAt'> & { startsInDays?: number };

const SLOTS_FIRST = [
  { gameType: 'RNG', percent: 100 },
  { gameType: 'FISH', percent: 100 },
  { gameType: 'ARCADE', percent: 100 },
  { gameType: 'BGS', percent: 100 },
  { gameType: 'CRASH', percent: 100 },
  { gameType: 'LIVE', percent: 10 },
  { gameType: 'PVP', percent: 10 },
] as const;

function demoDrafts(brand: Brand, unit: number): Draft[] {
  const name = brand.displayName;
  const bonus = (amountMinor: number, multiplierHundredths: number) => ({
    form: 'BONUS' as const,
    amountMinor,
    percentBps: 0,
    capMinor: 0,
    minDepositMinor: 0,
    wageringBase: 'BONUS' as const,
    multiplierHundredths,
    contributions: [...SLOTS_FIRST],
    maxBetMinor: 500 * unit,
    maxCashoutMinor: null,
    lifetimeDays: 7,
  });
  const cash = (amountMinor: number) => ({ ...bonus(amountMinor, 0), form: 'CASH' as const, maxBetMinor: null });
  const depositBonus = (percentBps: number, capMajor: number) => ({
    ...bonus(0, 2_000),
    percentBps,
    capMinor: capMajor * unit,
    minDepositMinor: 200 * unit,
    wageringBase: 'BONUS_AND_DEPOSIT' as const,
    lifetimeDays: 14,
  });
  const none = { signInAmountsMinor: [], rafflePrizes: [] };
  return [
    {
      kind: 'DEPOSIT_BONUS',
      category: 'WELCOME',
      titles: { en: '100% first deposit bonus', bn: 'প্রথম জমায় ১০০% বোনাস' },
      summaries: { en: `Double your first deposit at ${name}, up to 5,000`, bn: `${name}-এ প্রথম জমা দ্বিগুণ, সর্বোচ্চ ৫,০০০ পর্যন্ত` },
      bodies: {
        en: '<h3>How it works</h3><ol><li>Join the bonus, or pick it on the deposit form.</li><li>Deposit at least 200 within 30 minutes.</li><li>Get 100% of it as a bonus, up to 5,000.</li></ol><p>Wager the bonus and the deposit 20 times within 14 days. Slots count in full, live casino a tenth. Largest bet while wagering: 500.</p>',
        bn: '<h3>কীভাবে কাজ করে</h3><ol><li>বোনাসে যোগ দিন, অথবা জমার ফর্মে এটি বেছে নিন।</li><li>৩০ মিনিটের মধ্যে অন্তত ২০০ জমা দিন।</li><li>জমার ১০০% বোনাস পান, সর্বোচ্চ ৫,০০০।</li></ol><p>১৪ দিনের মধ্যে বোনাস ও জমা ২০ বার বাজি ধরুন। স্লট পুরোটা গণনা হয়, লাইভ ক্যাসিনো দশ ভাগের এক ভাগ। বাজি চলাকালীন সর্বোচ্চ বাজি: ৫০০।</p>',
      },
      segment: 'FIRST_DEPOSIT',
      frequency: 'ONCE',
      budgetMinor: 5_000_000 * unit,
      reward: depositBonus(10_000, 5_000),
      ...none,
    },
    {
      kind: 'JOIN_BONUS',
      category: 'WELCOME',
      titles: { en: 'Welcome gift: 50 free', bn: 'স্বাগত উপহার: ৫০ ফ্রি' },
      summaries: { en: 'A free bonus for joining us, no deposit needed', bn: 'যোগ দেওয়ার জন্য ফ্রি বোনাস, জমা লাগবে না' },
      bodies: {
        en: '<p>Claim 50 as a bonus. Wager it 10 times within 7 days on slots and fishing to make it cash.</p>',
        bn: '<p>৫০ বোনাস নিন। ৭ দিনের মধ্যে স্লট ও ফিশিং-এ ১০ বার বাজি ধরলে তা নগদ হবে।</p>',
      },
      segment: 'ALL_MEMBERS',
      frequency: 'ONCE',
      budgetMinor: 1_000_000 * unit,
      reward: bonus(50 * unit, 1_000),
      ...none,
    },
    {
      kind: 'SIGN_IN',
      category: 'DAILY',
      titles: { en: 'Daily check-in', bn: 'দৈনিক চেক-ইন' },
      summaries: { en: 'Check in every day: seven days in a row pay more each day', bn: 'প্রতিদিন চেক-ইন করুন: টানা সাত দিন প্রতিদিন বেশি পান' },
      bodies: {
        en: '<p>Day 1 pays 5, day 2 pays 10, up to 50 on day 7. Miss a day and the streak starts again. Paid as cash.</p>',
        bn: '<p>প্রথম দিন ৫, দ্বিতীয় দিন ১০, সপ্তম দিনে ৫০ পর্যন্ত। একদিন বাদ গেলে ধারা আবার শুরু হয়। নগদে দেওয়া হয়।</p>',
      },
      segment: 'ALL_MEMBERS',
      frequency: 'DAILY',
      budgetMinor: 500_000 * unit,
      reward: cash(0),
      signInAmountsMinor: [5, 10, 15, 20, 25, 30, 50].map((major) => major * unit),
      rafflePrizes: [],
    },
    {
      kind: 'RAFFLE',
      category: 'DAILY',
      titles: { en: 'Lucky draw', bn: 'লাকি ড্র' },
      summaries: { en: 'One free draw a day: win up to 500', bn: 'প্রতিদিন একটি ফ্রি ড্র: ৫০০ পর্যন্ত জিতুন' },
      bodies: {
        en: '<p>Every draw is made from a secret seed whose SHA-256 is shown here from the start; the seed itself is shown when the raffle ends, so anyone can check every draw.</p>',
        bn: '<p>প্রতিটি ড্র একটি গোপন সিড থেকে হয়, যার SHA-256 শুরু থেকেই এখানে দেখানো হয়; র‍্যাফেল শেষ হলে সিডটি দেখানো হয়, যাতে যে কেউ প্রতিটি ড্র যাচাই করতে পারে।</p>',
      },
      segment: 'ALL_MEMBERS',
      frequency: 'DAILY',
      budgetMinor: 500_000 * unit,
      reward: cash(0),
      signInAmountsMinor: [],
      rafflePrizes: [
        { amountMinor: 0, weight: 50 },
        { amountMinor: 10 * unit, weight: 30 },
        { amountMinor: 50 * unit, weight: 15 },
        { amountMinor: 500 * unit, weight: 5 },
      ],
    },
    {
      kind: 'APPLICATION',
      category: 'CASINO',
      titles: { en: 'Bad-beat refund', bn: 'দুর্ভাগ্য ফেরত' },
      summaries: { en: 'Lost a big hand? Show us and get 200 back', bn: 'বড় হাত হেরেছেন? দেখান এবং ২০০ ফেরত পান' },
      bodies: {
        en: '<p>Send a remark and up to three screenshots of the round. Our team answers within a day; approved refunds are paid as cash. Once a week.</p>',
        bn: '<p>একটি মন্তব্য এবং রাউন্ডের সর্বোচ্চ তিনটি স্ক্রিনশট পাঠান। আমাদের দল এক দিনের মধ্যে উত্তর দেয়; অনুমোদিত ফেরত নগদে দেওয়া হয়। সপ্তাহে একবার।</p>',
      },
      segment: 'ALL_MEMBERS',
      frequency: 'WEEKLY',
      budgetMinor: 1_000_000 * unit,
      reward: cash(200 * unit),
      ...none,
    },
    {
      kind: 'DEPOSIT_BONUS',
      category: 'DEPOSIT',
      titles: { en: 'Weekend reload 50%', bn: 'সপ্তাহান্তে ৫০% রিলোড' },
      summaries: { en: 'Half again on a weekend deposit, up to 2,000', bn: 'সপ্তাহান্তের জমায় অর্ধেক বেশি, সর্বোচ্চ ২,০০০' },
      bodies: {
        en: '<p>Deposit at least 200 on the weekend and get 50% as a bonus, up to 2,000. Wager 20 times the bonus and deposit within 14 days.</p>',
        bn: '<p>সপ্তাহান্তে অন্তত ২০০ জমা দিন এবং ৫০% বোনাস পান, সর্বোচ্চ ২,০০০। ১৪ দিনের মধ্যে বোনাস ও জমার ২০ গুণ বাজি ধরুন।</p>',
      },
      segment: 'DEPOSITORS',
      frequency: 'WEEKLY',
      budgetMinor: 2_000_000 * unit,
      reward: depositBonus(5_000, 2_000),
      ...none,
      startsInDays: 3,
    },
  ];
}

/**
 * A promotion of each kind on every brand that has none, written by one demo supervisor and published
 * by the other, as the console would (decision 0047). Runs with the demo operators only; a brand whose
 * operators made promotions keeps theirs alone.
 */
export async function seedDemoPromotions(db: Database, brands: readonly Brand[], nowMs: number): Promise<void> {
  const [maker, checker] = await Promise.all([selectOperatorByUsername(db, 'supervisor1'), selectOperatorByUsername(db, 'supervisor2')]);
  if (!maker || !checker) return;
  for (const brand of brands) {
    await db.transaction(async (tx) => {
      // one brand at a time under a lock of its own, so instances starting together seed once
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('promotions:demo:' || $1))", [brand.merchantCode]);
      const { rows } = await tx.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM promotions WHERE merchant_code = $1) AS found', [brand.merchantCode]);
      if (rows[0]?.found) return;
      for (const { startsInDays = -1, ...draft } of demoDrafts(brand, 10 ** brand.currency.scale)) {
        const startsAtMs = nowMs + startsInDays * DAY_MS;
        const fields = promotionFieldsOf({ ...draft, merchantCode: brand.merchantCode, startsAt: new Date(startsAtMs).toISOString(), endsAt: new Date(startsAtMs + 90 * DAY_MS).toISOString() }, nowMs);
        const id = await insertPromotion(tx, fields, draft.kind === 'RAFFLE' ? newRaffleSeed() : null, maker.id, nowMs);
        await markSubmitted(tx, id, maker.id, nowMs);
        await markPublished(tx, id, checker.id, nowMs);
      }
    });
  }
}
