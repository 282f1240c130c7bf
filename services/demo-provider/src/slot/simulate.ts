// `pnpm --filter @croupier/demo-provider simulate [--spins N] [game-code ...]`: spins each game with
// crypto.randomInt and prints the observed return beside the stated and the exact one, with a 99%
// confidence interval. The stated return should fall inside the interval about 99 times in 100.
import { gameDesignOf, statedRtpOf } from './game-design';
import { exactRtpOf } from './rtp';
import { simulate } from './simulation';

const Z_99 = 2.576;
const DEFAULT_SPINS = 1_000_000;
const DEFAULT_GAMES = ['golden-fortune', 'lucky-koi-deluxe', 'neon-phoenix', 'jade-temple-megaways'];

function argumentsOf(argv: readonly string[]): { spins: number; games: string[] } {
  let spins = DEFAULT_SPINS;
  const games: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--spins') {
      spins = Number(argv[index + 1]);
      index += 1;
    } else if (argument !== '--') {
      games.push(argument);
    }
  }
  if (!Number.isInteger(spins) || spins < 1000) throw new Error('--spins takes a whole number of at least 1000');
  return { spins, games: games.length > 0 ? games : DEFAULT_GAMES };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

const { spins, games } = argumentsOf(process.argv.slice(2));
console.log(`${spins.toLocaleString('en')} spins per game, 10 lines, 99% confidence intervals\n`);
for (const gameCode of games) {
  const design = gameDesignOf(gameCode);
  const startedAt = Date.now();
  const result = simulate(design, spins);
  const low = result.observedRtp - Z_99 * result.standardError;
  const high = result.observedRtp + Z_99 * result.standardError;
  const stated = statedRtpOf(gameCode);
  const verdict = stated >= low && stated <= high ? 'inside' : 'OUTSIDE';
  console.log(
    [
      gameCode.padEnd(24),
      `stated ${percent(stated)}`,
      `exact ${percent(exactRtpOf(design.reels, design.paytable))}`,
      `observed ${percent(result.observedRtp)} [${percent(low)}, ${percent(high)}] ${verdict}`,
      `hit rate ${percent(result.hitRate)}`,
      `σ/spin ${result.spinStandardDeviation.toFixed(2)}`,
      `${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    ].join('  '),
  );
}
