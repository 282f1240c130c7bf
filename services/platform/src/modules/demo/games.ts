import type { Brand } from '@croupier/brand-config';
import { COCKFIGHT_VENDOR, ESPORTS_VENDOR, type GameType } from '@croupier/domain';
import type { CatalogueCategory, CatalogueGame, CatalogueVendor } from '../games/catalogue';

const game = (code: string, nameEn: string, nameBn: string, hot = false): CatalogueGame => ({ code, nameEn, nameBn, hot });
const vendor = (vassalage: string, name: string, games: CatalogueGame[]): CatalogueVendor => ({ vassalage, name, games });

/** Every demo vendor and game. Vendor names are made up; only IMES and DS88 are named by the spec. */
function fullCatalogue(brand: Brand): CatalogueCategory[] {
  return [
    {
      gameType: 'LIVE',
      titleEn: 'Live Casino',
      titleBn: 'লাইভ ক্যাসিনো',
      vendors: [
        vendor('EVL', 'Evolux Live', [
          game('thunder-roulette', 'Thunder Roulette', 'থান্ডার রুলেট', true),
          game('speed-baccarat', 'Speed Baccarat', 'স্পিড ব্যাকারাট'),
          game('fortune-wheel', 'Fortune Wheel Live', 'ফরচুন হুইল লাইভ'),
          game('dragon-tiger', 'Dragon Tiger', 'ড্রাগন টাইগার'),
        ]),
        vendor('AUR', 'Aurora Studios', [
          game('andar-bahar', 'Andar Bahar', 'আন্দার বাহার', true),
          game('live-blackjack', 'Live Blackjack', 'লাইভ ব্ল্যাকজ্যাক'),
          game('sic-bo', 'Sic Bo', 'সিক বো'),
        ]),
        vendor('RYL', 'Royal Table', [
          game('teen-patti-live', 'Teen Patti Live', 'তিন পাত্তি লাইভ'),
          game('baccarat-squeeze', 'Baccarat Squeeze', 'ব্যাকারাট স্কুইজ'),
          game('auto-roulette', 'Auto Roulette', 'অটো রুলেট'),
        ]),
      ],
    },
    {
      gameType: 'RNG',
      titleEn: 'Slots',
      titleBn: 'স্লট',
      vendors: [
        vendor('JDS', 'Jade Dragon Slots', [
          game('golden-dragon', 'Golden Dragon', 'গোল্ডেন ড্রাগন', true),
          game('jade-empire', 'Jade Empire', 'জেড এম্পায়ার'),
          game('lucky-koi', 'Lucky Koi', 'লাকি কই'),
        ]),
        vendor('SPW', 'Spinworks', [
          game('sweet-cascade', 'Sweet Cascade', 'সুইট ক্যাসকেড', true),
          game('sun-temple', 'Sun Temple', 'সান টেম্পল'),
          game('wild-buffalo', 'Wild Buffalo', 'ওয়াইল্ড বাফেলো'),
        ]),
        vendor('NEO', 'Neon Reels', [
          game('neon-nights', 'Neon Nights', 'নিয়ন নাইটস'),
          game('cyber-fruits', 'Cyber Fruits', 'সাইবার ফ্রুটস'),
          game('galaxy-gems', 'Galaxy Gems', 'গ্যালাক্সি জেমস'),
        ]),
        vendor('FCH', 'Fortune Chest', [
          game('money-tree', 'Money Tree', 'মানি ট্রি', true),
          game('treasure-bowl', 'Treasure Bowl', 'ট্রেজার বোল'),
          game('lucky-tiger', 'Lucky Tiger', 'লাকি টাইগার'),
        ]),
      ],
    },
    {
      gameType: 'FISH',
      titleEn: 'Fishing',
      titleBn: 'ফিশিং',
      vendors: [
        vendor('JDS', 'Jade Dragon Slots', [game('dragon-fishing', 'Dragon Fishing', 'ড্রাগন ফিশিং', true), game('ocean-king', 'Ocean King', 'ওশান কিং')]),
        vendor('OCH', 'Ocean Hunter', [game('mega-fishing', 'Mega Fishing', 'মেগা ফিশিং'), game('shark-hunt', 'Shark Hunt', 'শার্ক হান্ট')]),
      ],
    },
    {
      gameType: 'SPORTS',
      titleEn: 'Sports',
      titleBn: 'স্পোর্টস',
      vendors: [
        vendor('SBX', 'StadiumBet', [game('sportsbook', 'Sportsbook', 'স্পোর্টসবুক', true), game('cricket-exchange', 'Cricket Exchange', 'ক্রিকেট এক্সচেঞ্জ')]),
        vendor('PTS', 'Pitchside', [game('football-live', 'Football Live', 'ফুটবল লাইভ'), game('kabaddi', 'Kabaddi', 'কাবাডি')]),
      ],
    },
    {
      gameType: 'ESPORTS',
      titleEn: 'E-sports',
      titleBn: 'ই-স্পোর্টস',
      vendors: [vendor(ESPORTS_VENDOR, 'IM eSports', [game('esports-arena', 'eSports Arena', 'ই-স্পোর্টস এরিনা', true)])],
    },
    {
      gameType: 'COCKFIGHT',
      titleEn: 'Cockfight',
      titleBn: 'মোরগ লড়াই',
      vendors: [vendor(COCKFIGHT_VENDOR, 'DS88 Sabong', [game('sabong-live', 'Sabong Live', 'সাবং লাইভ', true)])],
    },
    {
      gameType: 'PVP',
      titleEn: 'Card Games',
      titleBn: 'কার্ড গেম',
      vendors: [
        vendor('KGP', 'Kingdom Poker', [game('teen-patti', 'Teen Patti', 'তিন পাত্তি', true), game('rummy', 'Rummy', 'রামি'), game('ludo-club', 'Ludo Club', 'লুডু ক্লাব')]),
        vendor('TBL', 'Tablemates', [game('callbreak', 'Callbreak', 'কলব্রেক'), game('jhandi-munda', 'Jhandi Munda', 'ঝান্ডি মুন্ডা')]),
      ],
    },
    {
      gameType: 'LOTT',
      titleEn: 'Lottery',
      titleBn: 'লটারি',
      vendors: [vendor('NUM', 'Numero Lotto', [game('lucky-5d', 'Lucky 5D', 'লাকি ৫ডি', true), game('pick-3', 'Pick 3', 'পিক ৩')])],
    },
    {
      gameType: 'BGS',
      titleEn: 'In-house Games',
      titleBn: 'ইন-হাউস গেম',
      vendors: [
        vendor('BGS', `${brand.displayName} Originals`, [
          game('crash-rocket', 'Crash Rocket', 'ক্র্যাশ রকেট', true),
          game('mines', 'Mines', 'মাইনস'),
          game('plinko', 'Plinko', 'প্লিঙ্কো'),
          game('dice', 'Dice', 'ডাইস'),
        ]),
      ],
    },
  ];
}

/**
 * Vendors each demo brand carries, by category; a brand not listed carries them all. A category left
 * with no vendor is still written, so the menu rule "only categories with a vendor" has a case to skip.
 */
const VENDORS_BY_BRAND: Record<string, Partial<Record<GameType, readonly string[]>>> = {
  northstar: {
    LIVE: ['EVL'],
    RNG: ['SPW', 'NEO'],
    FISH: ['OCH'],
    SPORTS: ['SBX'],
    ESPORTS: [ESPORTS_VENDOR],
    COCKFIGHT: [],
    PVP: ['KGP'],
    LOTT: [],
    BGS: ['BGS'],
  },
};

export function demoCatalogueFor(brand: Brand): CatalogueCategory[] {
  const selection = VENDORS_BY_BRAND[brand.code];
  if (!selection) return fullCatalogue(brand);
  return fullCatalogue(brand).map((category) => {
    const allowed = selection[category.gameType] ?? [];
    return { ...category, vendors: category.vendors.filter((each) => allowed.includes(each.vassalage)) };
  });
}
