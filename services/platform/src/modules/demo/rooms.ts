import type { SharedRoom } from '../games';
import { pick, seedOf, seededRandom } from '../../seeded-random';

/** Parallel table names: the same index is the same name in English and Bengali. */
const TABLE_NAMES: readonly (readonly [string, string])[] = [
  ['Emerald', 'এমারেল্ড'], ['Sapphire', 'স্যাফায়ার'], ['Ruby', 'রুবি'], ['Gold', 'গোল্ড'],
  ['Silver', 'সিলভার'], ['Diamond', 'ডায়মন্ড'], ['VIP', 'ভিআইপি'], ['Lotus', 'লোটাস'],
];
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** 10.00 to 500.00 in minor units */
const MIN_BETS_MINOR = [1_000, 2_000, 5_000, 10_000, 50_000];
const MAX_BET_MULTIPLES = [100, 200, 500];

export interface LiveGame {
  gameId: string;
  nameEn: string;
}

function bengaliNumber(value: number): string {
  return String(value).replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit);
}

/** Card tables seat a handful; wheel and dice tables take as many as join. */
function seatsOf(gameName: string, random: () => number): number {
  if (/blackjack|baccarat|teen patti/i.test(gameName)) return pick(random, [5, 7, 9]);
  return pick(random, [50, 100, 200]);
}

/** Two to four tables per live game, the same on every run: each game seeds its own. */
export function demoRoomsFor(games: readonly LiveGame[]): SharedRoom[] {
  return games.flatMap((game) => {
    const random = seededRandom(seedOf(game.gameId));
    const count = 2 + Math.floor(random() * 3);
    const firstName = Math.floor(random() * TABLE_NAMES.length);
    return Array.from({ length: count }, (_, index): SharedRoom => {
      const [nameEn, nameBn] = TABLE_NAMES[(firstName + index) % TABLE_NAMES.length] ?? ['Main', 'মেইন'];
      const minBetMinor = pick(random, MIN_BETS_MINOR);
      return {
        roomId: `${game.gameId}-t${index + 1}`,
        gameId: game.gameId,
        sortOrder: index + 1,
        nameEn: `${nameEn} Table ${index + 1}`,
        nameBn: `${nameBn} টেবিল ${bengaliNumber(index + 1)}`,
        minBetMinor,
        maxBetMinor: minBetMinor * pick(random, MAX_BET_MULTIPLES),
        seats: seatsOf(game.nameEn, random),
      };
    });
  });
}
