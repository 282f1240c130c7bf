import { COCKFIGHT_VENDOR, ESPORTS_VENDOR, type GameType } from '@croupier/domain';
import { gameIdOf, type SharedCatalogue, type SharedGame, type SharedVendor } from '../games';
import { pick, seededRandom } from '../../seeded-random';

/** Parallel word lists: the same index is the same word in English and Bengali. */
const ADJECTIVES: readonly (readonly [string, string])[] = [
  ['Golden', 'গোল্ডেন'], ['Lucky', 'লাকি'], ['Wild', 'ওয়াইল্ড'], ['Mega', 'মেগা'], ['Royal', 'রয়্যাল'],
  ['Mystic', 'মিস্টিক'], ['Fire', 'ফায়ার'], ['Crystal', 'ক্রিস্টাল'], ['Thunder', 'থান্ডার'], ['Jade', 'জেড'],
  ['Sweet', 'সুইট'], ['Neon', 'নিয়ন'], ['Magic', 'ম্যাজিক'], ['Super', 'সুপার'], ['Ancient', 'প্রাচীন'],
  ['Silver', 'সিলভার'], ['Diamond', 'ডায়মন্ড'], ['Happy', 'হ্যাপি'], ['Hot', 'হট'], ['Frozen', 'ফ্রোজেন'],
  ['Cosmic', 'কসমিক'], ['Jungle', 'জঙ্গল'], ['Ocean', 'ওশান'], ['Dragon', 'ড্রাগন'], ['Tiger', 'টাইগার'],
  ['Rainbow', 'রেইনবো'], ['Emerald', 'এমারেল্ড'], ['Ruby', 'রুবি'], ['Shadow', 'শ্যাডো'], ['Sunny', 'সানি'],
];
const NOUNS: readonly (readonly [string, string])[] = [
  ['Fortune', 'ফরচুন'], ['Treasure', 'ট্রেজার'], ['Empire', 'এম্পায়ার'], ['Temple', 'টেম্পল'], ['Gems', 'জেমস'],
  ['Fruits', 'ফ্রুটস'], ['Koi', 'কই'], ['Phoenix', 'ফিনিক্স'], ['Panda', 'পান্ডা'], ['Buffalo', 'বাফেলো'],
  ['Pharaoh', 'ফারাও'], ['Pirates', 'পাইরেটস'], ['Queen', 'কুইন'], ['King', 'কিং'], ['Wheel', 'হুইল'],
  ['Riches', 'রিচেস'], ['Nights', 'নাইটস'], ['Safari', 'সাফারি'], ['Legends', 'লেজেন্ডস'], ['Moon', 'মুন'],
  ['Star', 'স্টার'], ['Bonanza', 'বোনানজা'], ['Lotus', 'লোটাস'], ['Elephant', 'হাতি'], ['River', 'নদী'],
  ['Festival', 'উৎসব'], ['Garden', 'বাগান'], ['Castle', 'ক্যাসল'], ['Rocket', 'রকেট'], ['Coins', 'কয়েন'],
];
const SUFFIXES: readonly (readonly [string, string])[] = [
  ['', ''], ['', ''], ['', ''], ['Deluxe', 'ডিলাক্স'], ['Megaways', 'মেগাওয়েজ'], ['Hold and Win', 'হোল্ড অ্যান্ড উইন'],
  ['Rising', 'রাইজিং'], ['Jackpot', 'জ্যাকপট'], ['2', '২'], ['Xmas', 'বড়দিন'],
];
/** Nouns that suit a category better than slot words; a category without one uses NOUNS. */
const TYPE_NOUNS: Partial<Record<GameType, readonly (readonly [string, string])[]>> = {
  LIVE: [['Roulette', 'রুলেট'], ['Baccarat', 'ব্যাকারাট'], ['Blackjack', 'ব্ল্যাকজ্যাক'], ['Sic Bo', 'সিক বো'], ['Dragon Tiger', 'ড্রাগন টাইগার'], ['Andar Bahar', 'আন্দার বাহার'], ['Teen Patti', 'তিন পাত্তি']],
  FISH: [['Fishing', 'ফিশিং'], ['Shark Hunt', 'শার্ক হান্ট'], ['Ocean King', 'ওশান কিং']],
  LOTT: [['Lotto', 'লটো'], ['Pick 3', 'পিক ৩'], ['5D', '৫ডি']],
  ELOTT: [['Keno', 'কেনো'], ['Quick Draw', 'কুইক ড্র'], ['Racing', 'রেসিং']],
  SPORTS: [['Sportsbook', 'স্পোর্টসবুক'], ['Cricket', 'ক্রিকেট'], ['Football', 'ফুটবল'], ['Kabaddi', 'কাবাডি']],
  ESPORTS: [['Arena', 'এরিনা'], ['League', 'লিগ']],
  COCKFIGHT: [['Sabong', 'সাবং'], ['Derby', 'ডার্বি']],
  PVP: [['Teen Patti', 'তিন পাত্তি'], ['Rummy', 'রামি'], ['Callbreak', 'কলব্রেক'], ['Ludo', 'লুডু'], ['Poker', 'পোকার']],
  CRASH: [['Crash', 'ক্র্যাশ'], ['Aviator', 'এভিয়েটর'], ['Rocket', 'রকেট']],
  ARCADE: [['Shooter', 'শুটার'], ['Runner', 'রানার'], ['Blaster', 'ব্লাস্টার']],
  MINI: [['Mines', 'মাইনস'], ['Plinko', 'প্লিঙ্কো'], ['Dice', 'ডাইস'], ['Hi-Lo', 'হাই-লো'], ['Keno', 'কেনো']],
  BGS: [['Crash', 'ক্র্যাশ'], ['Mines', 'মাইনস'], ['Plinko', 'প্লিঙ্কো'], ['Dice', 'ডাইস'], ['Limbo', 'লিম্বো']],
};

interface NamedGame {
  gameType: GameType;
  code: string;
  nameEn: string;
  nameBn: string;
}

interface VendorPlan {
  vassalage: string;
  name: string;
  /** games of each category this vendor offers, before the seeded jitter */
  games: Partial<Record<GameType, number>>;
  /** games with a fixed code, after the generated ones */
  named?: readonly NamedGame[];
}

const SLOT_VENDORS = ['JDS:Jade Dragon Slots', 'SPW:Spinworks', 'NEO:Neon Reels', 'FCH:Fortune Chest', 'GLX:Galaxy Play', 'PGX:Pagoda Gaming', 'RLX:Reelix', 'BMB:Bamboo Bets', 'MTX:Matrix Spins', 'HBN:Habanero Bay', 'CQX:Conquest Nine', 'SKY:Skyline Slots', 'TGR:Tiger Reels', 'PLY:Playmore', 'LTS:Lotus Spins', 'ZNT:Zenith Games', 'RDH:Red Horse', 'BLU:Blue Lagoon', 'OMG:Omega Reels', 'NTR:Netra Gaming'];

/** About 40 vendors; slot vendors carry the bulk (SPEC §9 claims about 10,000 slot games). */
const VENDOR_PLANS: readonly VendorPlan[] = [
  { vassalage: 'EVL', name: 'Evolux Live', games: { LIVE: 80 } },
  { vassalage: 'AUR', name: 'Aurora Studios', games: { LIVE: 60 } },
  { vassalage: 'RYL', name: 'Royal Table', games: { LIVE: 50 } },
  { vassalage: 'SXY', name: 'Sexy Dealer', games: { LIVE: 40 } },
  ...SLOT_VENDORS.map((entry, index): VendorPlan => {
    const [vassalage = '', name = ''] = entry.split(':');
    const games: Partial<Record<GameType, number>> = { RNG: 420 };
    if (index % 4 === 0) games.FISH = 20;
    if (index % 5 === 1) games.ARCADE = 40;
    return { vassalage, name, games };
  }),
  { vassalage: 'OCH', name: 'Ocean Hunter', games: { FISH: 30 } },
  { vassalage: 'NUM', name: 'Numero Lotto', games: { LOTT: 40 } },
  { vassalage: 'VNL', name: 'Vina Lotto', games: { LOTT: 30 } },
  // TCG_LOTTO_VN under ELOTT puts this vendor's merchants in the ELOTT prize mode (SPEC §4).
  { vassalage: 'KNO', name: 'Keno Express', games: { ELOTT: 40 }, named: [{ gameType: 'ELOTT', code: 'TCG_LOTTO_VN', nameEn: 'Vietnam Lotto', nameBn: 'ভিয়েতনাম লটো' }] },
  { vassalage: 'QDR', name: 'Quick Draw', games: { ELOTT: 30 } },
  { vassalage: 'SBX', name: 'StadiumBet', games: { SPORTS: 6 } },
  { vassalage: 'PTS', name: 'Pitchside', games: { SPORTS: 4 } },
  { vassalage: ESPORTS_VENDOR, name: 'IM eSports', games: { ESPORTS: 4 } },
  { vassalage: COCKFIGHT_VENDOR, name: 'DS88 Sabong', games: { COCKFIGHT: 3 } },
  { vassalage: 'KGP', name: 'Kingdom Poker', games: { PVP: 80 } },
  { vassalage: 'TBL', name: 'Tablemates', games: { PVP: 60 } },
  { vassalage: 'AVX', name: 'Aviatrix', games: { CRASH: 30 } },
  { vassalage: 'SPB', name: 'Spribe Mini', games: { CRASH: 20, MINI: 60 } },
  { vassalage: 'ARC', name: 'Arcadia', games: { ARCADE: 120 } },
  { vassalage: 'TTM', name: 'Turbo Minis', games: { MINI: 80 } },
  // The three in-house games the platform runs itself (modules/inhouse); their launch opens the brand's own page.
  {
    vassalage: 'BGS',
    name: 'Originals',
    games: { BGS: 30 },
    named: [
      { gameType: 'BGS', code: 'CRASH', nameEn: 'Crash', nameBn: 'ক্র্যাশ' },
      { gameType: 'BGS', code: 'DICE', nameEn: 'Dice', nameBn: 'ডাইস' },
      { gameType: 'BGS', code: 'MINES', nameEn: 'Mines', nameBn: 'মাইনস' },
    ],
  },
];

export const DEMO_CATALOGUE_SEED = 20_261_121;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The whole demo catalogue; the same seed gives the same vendors and games, in the same order. */
export function generateCatalogue(seed: number = DEMO_CATALOGUE_SEED): SharedCatalogue {
  const random = seededRandom(seed);
  const vendors: SharedVendor[] = [];
  const games: SharedGame[] = [];
  for (const plan of VENDOR_PLANS) {
    vendors.push({ vassalage: plan.vassalage, name: plan.name });
    const codes = new Set<string>();
    for (const [type, planned] of Object.entries(plan.games) as [GameType, number][]) {
      // ±15% so vendors do not all have the same count; small categories keep their exact size
      const count = planned >= 20 ? Math.round(planned * (0.85 + random() * 0.3)) : planned;
      const nouns = TYPE_NOUNS[type] ?? NOUNS;
      for (let index = 0; index < count; index += 1) {
        const [adjEn, adjBn] = pick(random, ADJECTIVES);
        const [nounEn, nounBn] = pick(random, nouns);
        const [sufEn, sufBn] = type === 'RNG' ? pick(random, SUFFIXES) : ['', ''];
        const nameEn = [adjEn, nounEn, sufEn].filter(Boolean).join(' ');
        const nameBn = [adjBn, nounBn, sufBn].filter(Boolean).join(' ');
        let code = slug(nameEn);
        for (let n = 2; codes.has(code); n += 1) code = `${slug(nameEn)}-${n}`;
        codes.add(code);
        games.push({
          gameId: gameIdOf(plan.vassalage, code),
          nodeId: String(100_000 + games.length),
          vassalage: plan.vassalage,
          gameType: type,
          gameCode: code,
          nameEn,
          nameBn,
          isHot: random() < 0.04,
        });
      }
    }
    for (const named of plan.named ?? []) {
      const { code, ...game } = named;
      games.push({ ...game, gameId: gameIdOf(plan.vassalage, code), nodeId: String(100_000 + games.length), vassalage: plan.vassalage, gameCode: code, isHot: false });
    }
  }
  return { vendors, games };
}
