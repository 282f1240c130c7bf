// Simulates a million rounds (or --rounds) of each game with a fixed strategy and prints the observed
// RTP beside the stated one, with a 95 % confidence interval, as a Markdown table for docs/benchmarks.md.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { randomServerSeed } from '../core/seeds';
import type { RtpSimulation } from '../simulation/rtp-simulation';
import { simulateCrashRtp } from '../simulation/simulate-crash';
import { simulateDiceRtp } from '../simulation/simulate-dice';
import { simulateMinesRtp } from '../simulation/simulate-mines';
import { Z_95 } from '../statistics/running-mean';

const USAGE = `usage: pnpm --filter @croupier/provably-fair simulate [--rounds 1000000] [--edge-bps 100] [--game dice|mines|crash] [--seed <64 hex>]
  --rounds    rounds per game (default 1,000,000)
  --edge-bps  house edge in basis points (default 100 = 1 %)
  --game      one game only (default: all three)
  --seed      server seed and crash terminal seed (default: fresh random; printed so a run can be repeated)`;

type GameRun = { game: string; strategy: string; run: () => RtpSimulation };

function gameRuns(rounds: number, houseEdgeBps: number, seed: string): GameRun[] {
  return [
    {
      game: 'dice',
      strategy: 'under 50.00 (1.98x)',
      run: () => simulateDiceRtp({ rounds, bet: { targetHundredths: 5_000, direction: 'under' }, houseEdgeBps, serverSeed: seed, clientSeed: 'simulation' }),
    },
    {
      game: 'mines',
      strategy: '3 mines, open cells 0-4, cash out',
      run: () => simulateMinesRtp({ rounds, mineCount: 3, pickedCells: [0, 1, 2, 3, 4], houseEdgeBps, serverSeed: seed, clientSeed: 'simulation' }),
    },
    {
      game: 'crash',
      strategy: 'cash out at 2.00x, salted chain',
      run: () => simulateCrashRtp({ rounds, targetHundredths: 200, houseEdgeBps, terminalSeed: seed, salt: 'simulation-salt' }),
    },
  ];
}

const percent = (fraction: number, digits = 3) => `${(fraction * 100).toFixed(digits)} %`;

function tableRow(gameRun: GameRun, simulation: RtpSimulation, seconds: number): string {
  const halfWidth = Z_95 * simulation.standardError;
  const low = simulation.observedRtp - halfWidth;
  const high = simulation.observedRtp + halfWidth;
  const inside = simulation.statedRtp >= low && simulation.statedRtp <= high ? 'yes' : 'no';
  const cells = [
    gameRun.game,
    gameRun.strategy,
    simulation.rounds.toLocaleString('en-US'),
    percent(simulation.statedRtp),
    percent(simulation.observedRtp),
    `${percent(low)} to ${percent(high)}`,
    inside,
    seconds.toFixed(1),
  ];
  return `| ${cells.join(' | ')} |`;
}

function main(): void {
  const { values } = parseArgs({
    options: { rounds: { type: 'string' }, 'edge-bps': { type: 'string' }, game: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const rounds = Number(values.rounds ?? 1_000_000);
  const houseEdgeBps = Number(values['edge-bps'] ?? 100);
  const seed = values.seed ?? randomServerSeed();
  const runs = gameRuns(rounds, houseEdgeBps, seed).filter((gameRun) => !values.game || gameRun.game === values.game);
  if (!Number.isSafeInteger(rounds) || rounds < 2 || runs.length === 0) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }

  console.log(`house edge ${houseEdgeBps} bps, seed ${seed}, ${cpus().length} cores, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)} at the start\n`);
  console.log('| game | strategy | rounds | stated RTP | observed RTP | 95 % interval | stated inside | seconds |');
  console.log('|---|---|---:|---:|---:|---|---|---:|');
  for (const gameRun of runs) {
    const startedMs = performance.now();
    const simulation = gameRun.run();
    console.log(tableRow(gameRun, simulation, (performance.now() - startedMs) / 1_000));
  }
  console.log(`\nload average ${loadavg()[0]?.toFixed(2)} at the end`);
}

main();
