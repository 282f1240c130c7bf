import { maskCustomerName, type NewWin } from '../games';
import { pick, seedOf, seededRandom } from '../../seeded-random';

export const DEMO_WINS_PER_MERCHANT = 40;
/** Jackpots among them: between 1,000,000.00 and 5,000,000.00 */
const JACKPOTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const USERNAME_STEMS = ['rahim', 'karim', 'shapla', 'tanvir', 'mitu', 'nasrin', 'arif', 'sumon', 'farhana', 'riya', 'hasan', 'joy', 'polash', 'mehedi', 'sabbir', 'tania'];

/** A whole amount of minor units spread evenly on a log scale, as win sizes are: many small, few large. */
function logSpread(random: () => number, fromMinor: number, toMinor: number): number {
  return Math.round(Math.exp(Math.log(fromMinor) + random() * (Math.log(toMinor) - Math.log(fromMinor))));
}

/**
 * Big wins on the given games (the merchant's jackpot games), won over the past week. Amounts and
 * names repeat per merchant; only the times follow the clock.
 */
export function demoWinsFor(merchantCode: string, gameIds: readonly string[], nowMs: number): NewWin[] {
  if (gameIds.length === 0) return [];
  const random = seededRandom(seedOf(merchantCode));
  return Array.from({ length: DEMO_WINS_PER_MERCHANT }, (_, index) => {
    const username = `${pick(random, USERNAME_STEMS)}${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    return {
      gameId: pick(random, gameIds),
      customerName: maskCustomerName(username),
      amountMinor: index < JACKPOTS ? logSpread(random, 100_000_000, 500_000_000) : logSpread(random, 20_000, 50_000_000),
      wonAtMs: nowMs - Math.floor(random() * 7 * DAY_MS),
    };
  });
}
