// pnpm bench:settlement — one real-time settlement run over every contract of a demo tree (10,000
// agents, 100,000 players, 1,000,000 bets at full scale), run by a second instance while the platform
// takes the wallet's calls at a fixed rate; the wallet's latency before and during the run.
// Target (the issue): the run finishes in at most 60 s, and the wallet's p99 during it is at most
// 1.5 times its p99 before.
import { performance } from 'node:perf_hooks';
import { MAIN_WALLET } from '@croupier/domain';
import { openPostgresDatabase } from '../../../../services/platform/src/db/postgres-database';
import { periodContaining, type Period } from '../../../../services/platform/src/modules/agent-contracts/periods';
import { SETTLEMENT_LIMITS } from '../../../../services/platform/src/modules/agent-contracts/settlement';
import { settleWhenFree } from '../settlement/settle-when-free';
import { walletForGame } from '../../../../services/platform/src/modules/seamless/player-wallet';
import { firstSlotGame, repositoryBrand } from '../../../../services/platform/testing/seamless-seed';
import { loadLine, machineLine, today } from '../machine';
import { explainTeamFigures, readOutcome } from '../settlement/outcome';
import { endOtherContracts, fundMembers, payingAgents, writeContracts, writeTree } from '../settlement/demo-tree';
import { p99Ratio, timedSender, windowFigures, type TimedSample, type WindowFigures } from '../settlement/latency-windows';
import { phasesOf, watchSettlements } from '../settlement/progress-watch';
import { startSecondInstance, type TimedRun } from '../settlement/second-instance';
import { defaultTopAgents, treeShape } from '../settlement/tree-shape';
import { playRounds, preparePlayers } from '../settlement/window-rounds';
import { markdownTable, ms, type Cell } from '../table';
import { driveAtRate, sender } from '../wallet/drive';
import { startWalletPlatform } from '../wallet/wallet-platform';
import { BetAndSettle } from '../wallet/workload';
import { readOptions } from './args';

const TARGET_RUN_S = 60;
const TARGET_P99_RATIO = 1.5;
/** Opening balances: no stake of the run is refused for money, and no upline is short of its payouts. */
const PLAYER_FUNDS_MINOR = 1_000_000_000n;
const PAYER_FUNDS_MINOR = 1_000_000_000_000n;
const DAY_MS = 86_400_000;
/** EXPLAIN lines are cut here: the holders' ids, listed in the plan, run to tens of kilobytes. */
const PLAN_LINE_MAX = 240;

const options = readOptions('usage: pnpm bench:settlement [options]   (needs Postgres; makes and drops its own database)', [
  { name: 'postgres', fallback: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', help: 'a Postgres server URL; the run creates and drops a database on it' },
  { name: 'brand', fallback: 'northstar', help: 'the brand of the tree and of the wallet load (brands/<code>.json; salary contracts on)' },
  { name: 'agents', fallback: 10_000, help: 'agents in the tree, one REALTIME contract each' },
  { name: 'top-agents', fallback: 0, help: 'agents at the top, paid by the platform (0: 3% of the agents)' },
  { name: 'depth', fallback: 4, help: 'levels of agents, the top one included' },
  { name: 'players', fallback: 100_000, help: 'players, each under an agent drawn at random' },
  { name: 'bets', fallback: 1_000_000, help: 'rounds (a bet and its win) in the settled period, through the wallet’s money functions' },
  { name: 'top-rate', fallback: 3_000, help: 'the platform’s rate for top agents, in millionths of valid bet (3,000 = 0.3%); each downline gets 60 to 95% of its upline’s' },
  { name: 'writers', fallback: 4, help: 'connections making the bets at once' },
  { name: 'rate', fallback: 100, help: 'wallet requests per second (bet, then win or rollback) through the API while measuring' },
  { name: 'load-players', fallback: 100, help: 'players sending the wallet load (outside the tree)' },
  { name: 'quiet', fallback: 30, help: 'seconds to wait after the setup\'s CHECKPOINT, so the baseline meets an idle machine' },
  { name: 'warmup', fallback: 5, help: 'seconds of wallet load before measuring, not counted' },
  { name: 'baseline', fallback: 20, help: 'seconds of wallet load measured before the run' },
  { name: 'during', fallback: 90, help: 'seconds of wallet load from the run’s start (the run’s window is read from it; the rest is "after")' },
  { name: 'payers', fallback: SETTLEMENT_LIMITS.payers, help: 'payers the run pays side by side (the platform\'s default unless given)' },
  { name: 'payout-rate', fallback: SETTLEMENT_LIMITS.payoutsPerSecond, help: 'payouts begun per second at most (the platform\'s default unless given)' },
  { name: 'payout-batch', fallback: SETTLEMENT_LIMITS.payoutBatch, help: 'payouts of one payer per transaction at most (the platform\'s default unless given)' },
  { name: 'explain', fallback: 1, help: '1: print EXPLAIN (ANALYZE, BUFFERS) of the run’s team-figures statement after the run' },
  { name: 'seed', fallback: 1, help: 'seed of the tree' },
  { name: 'port', fallback: 8350, help: 'platform port' },
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const count = (value: number) => value.toLocaleString('en-US');
const perSecond = (items: number, elapsedS: number) => (elapsedS > 0 ? count(Math.round(items / elapsedS)) : '-');
const minor = (value: bigint) => value.toLocaleString('en-US');

const brand = repositoryBrand(options.brand);
if (!brand.features.salaryContracts) throw new Error(`${brand.code} does not run salary contracts (features.salaryContracts); REALTIME contracts need them. Fix: pass another --brand`);
const topAgents = options['top-agents'] || defaultTopAgents(options.agents);
// The settled period: a day ahead, so the platform's own scheduler (real time) leaves it to the measured run.
const window: Period = periodContaining('FIVE_MINUTES', brand.timeZone, Date.now() + DAY_MS);
const runNowMs = window.endMs + 1_000;

console.log(`bench:settlement ${today()} — ${machineLine()}`);
console.log(`${loadLine()} at the start`);
console.log(
  `Tree: ${count(options.agents)} agents (${count(topAgents)} at the top, ${options.depth} levels), ${count(options.players)} players, ${count(options.bets)} rounds in the ` +
    `5-minute period from ${new Date(window.startMs).toISOString()}; brand ${brand.code}. Wallet load: ${options.rate}/s through the API, ` +
    `${options.baseline} s measured before the run after ${options.warmup} s warm-up, then from the run's start for up to ${options.during} s.`,
);

const setupRows: Cell[][] = [];
async function step<T>(name: string, work: () => Promise<T>, amount: (result: T) => number): Promise<T> {
  const startedMs = performance.now();
  const result = await work();
  const elapsedS = (performance.now() - startedMs) / 1000;
  const items = amount(result);
  setupRows.push([name, count(items), elapsedS.toFixed(1), perSecond(items, elapsedS)]);
  console.log(`${name}: ${count(items)} in ${elapsedS.toFixed(1)} s. ${loadLine()}`);
  return result;
}

const wallet = await startWalletPlatform({ serverUrl: options.postgres, port: options.port, sockets: 32, playersPerBrand: options['load-players'], brands: [brand.code] });
const db = openPostgresDatabase(wallet.databaseUrl, () => {});
let secondInstance: Awaited<ReturnType<typeof startSecondInstance>> | null = null;
try {
  const nowMs = Date.now();
  await endOtherContracts(db, brand, nowMs);
  const shape = treeShape({ agents: options.agents, players: options.players, topAgents, depth: options.depth, topRatePpm: options['top-rate'], seed: options.seed });
  const tree = await step('members (agents level by level, then players; closure rows by trigger)', () => writeTree(db, brand.merchantCode, shape, 'sb', nowMs), (written) => written.agentIds.length + written.playerIds.length);
  const contractIds = await step('REALTIME contracts (contracts module insert, 4 at a time)', () => writeContracts(db, brand.merchantCode, shape, tree, window), (ids) => ids.length);
  const payers = payingAgents(shape, tree);
  const game = await firstSlotGame(db);
  const { rows: codes } = await db.query<{ game_code: string }>('SELECT game_code FROM catalogue_games WHERE game_id = $1', [game.gameId]);
  const slot = { gameId: game.gameId, gameCode: codes[0]?.game_code ?? '', wallet: walletForGame(brand, game.vassalage) };
  await step(`opening balances, ledger postings of 500 legs (${count(options.players)} players, ${count(payers.length)} paying agents)`, async () => {
    const players = await fundMembers(db, brand.merchantCode, tree.playerIds, slot.wallet, PLAYER_FUNDS_MINOR, 'players', nowMs);
    return players + (await fundMembers(db, brand.merchantCode, payers, MAIN_WALLET, PAYER_FUNDS_MINOR, 'payers', nowMs));
  }, (postings) => postings);
  await step('game sessions of the period (bulk)', () => preparePlayers(db, { providerCode: wallet.providerCode, merchantCode: brand.merchantCode, playerIds: tree.playerIds, game: slot, window }), () => tree.playerIds.length);
  const roundsS = await step(`rounds: seamless_bet + seamless_win, one transaction each, ${options.writers} connections`, () =>
    playRounds({
      databaseUrl: wallet.databaseUrl,
      players: tree.playerIds.length,
      rounds: options.bets,
      window,
      writers: options.writers,
      onProgress: (done, elapsedS) => console.log(`  ${count(done)} of ${count(options.bets)} rounds, ${elapsedS.toFixed(0)} s, ${perSecond(done * 2, elapsedS)} calls/s`),
    }), () => options.bets);
  // what autovacuum does to tables this size before a period ends; the run should meet tables as production has them
  await step('VACUUM ANALYZE', () => db.exec('VACUUM ANALYZE'), () => 1);
  // the rounds leave gigabytes of dirty pages; flushed now, not by a spread checkpoint during the baseline
  await step('CHECKPOINT', () => db.exec('CHECKPOINT'), () => 1);
  await step(`a quiet pause of ${options.quiet} s`, () => sleep(options.quiet * 1000), () => 1);
  // the ended demo contracts' last periods, due before the tree's period: settled now, so the measured run settles the tree's only
  await step('periods due before the measured one (the demo agent\'s last)', async () => (await settleWhenFree(db, [brand], window.startMs)).settled, (settled) => settled);

  secondInstance = await startSecondInstance({ databaseUrl: wallet.databaseUrl, brand: brand.code, nowMs: runNowMs, payouts: { payers: options.payers, perSecond: options['payout-rate'], batch: options['payout-batch'] } });
  const loadPlayers = wallet.players.get(brand.code) ?? [];
  const workload = new BetAndSettle(loadPlayers, `settle${Date.now()}`);
  const samples: TimedSample[] = [];
  const driveStartMs = performance.now();
  const measureFromMs = driveStartMs + options.warmup * 1000;
  const drive = driveAtRate(workload, timedSender(sender(wallet.client, workload), samples), {
    ratePerS: options.rate,
    maxInFlight: 256,
    warmupS: options.warmup,
    durationS: options.baseline + options.during,
  });
  await sleep(options.warmup * 1000 + options.baseline * 1000 - (performance.now() - driveStartMs));
  console.log(`settlement run starting. ${loadLine()}`);
  const watch = watchSettlements(db, brand.merchantCode, contractIds);
  const timed: TimedRun = await secondInstance.go();
  const phases = phasesOf(await watch.stop(), timed.startedMs);
  console.log(`settlement run done in ${seconds(timed.durationMs)} s: ${JSON.stringify(timed.run)}. ${loadLine()}`);
  const whole = await drive;
  const driveEndMs = measureFromMs + (options.baseline + options.during) * 1000;
  await secondInstance.stop();
  secondInstance = null;

  const before = windowFigures(samples, measureFromMs, timed.startedMs);
  const during = windowFigures(samples, timed.startedMs, Math.min(timed.endedMs, driveEndMs));
  const after = windowFigures(samples, timed.endedMs, driveEndMs);
  // the run's two phases apart: reading the figures and claiming the periods, then the payouts
  const claimedAtMs = phases.claimedAfterMs === null ? null : Math.min(timed.startedMs + phases.claimedAfterMs, timed.endedMs, driveEndMs);
  const phaseRows = (claimedAtMs === null ? [] : [
    ['  during: figures and claims', windowFigures(samples, timed.startedMs, claimedAtMs), seconds(claimedAtMs - timed.startedMs)],
    ['  during: payouts', windowFigures(samples, claimedAtMs, Math.min(timed.endedMs, driveEndMs)), seconds(Math.min(timed.endedMs, driveEndMs) - claimedAtMs)],
  ]) as [string, WindowFigures, string][];
  const topContracts = shape.agents.flatMap((agent, index) => (agent.parent === null ? [contractIds[index] as string] : []));
  const outcome = await readOutcome(db, brand.merchantCode, contractIds, topContracts, window, runNowMs);
  const plan = options.explain ? await explainTeamFigures(db, brand.merchantCode, window, tree.agentIds) : [];

  console.log('\nSetup (not measured against a target; the rounds are what the real money path takes on this machine):\n');
  console.log(markdownTable(['step', 'rows or calls', 'seconds', 'per second'], setupRows));
  console.log(`\nRounds took ${seconds(roundsS * 1000)} s: ${count(options.bets * 2)} calls (${count(options.bets)} bets, ${count(options.bets)} wins, a third of them 0).`);

  console.log('\nThe run (settleContracts once, in its own process, as of the period\'s end plus 1 s):\n');
  const reasons = Object.entries(outcome.nothingDueReasons).map(([reason, n]) => `${count(n)} ${reason}`).join(', ') || '-';
  console.log(
    markdownTable(
      ['duration s', 'periods settled', 'paid', 'owed', 'nothing due', 'nothing due, why', 'figures rows (teams that played)', 'paid, minor units', 'owed, minor units'],
      [[seconds(timed.durationMs), count(timed.run.settled), count(outcome.paid), count(outcome.owed), count(outcome.nothingDue), reasons, count(outcome.withPlay), minor(outcome.paidMinor), minor(outcome.owedMinor)]],
    ),
  );
  const phaseText = (afterMs: number | null) => (afterMs === null ? '-' : `${seconds(afterMs)} s`);
  console.log(
    `\nPhases, from counting the rows every 250 ms (${phases.samples} counts): every period claimed (figures read, rows committed) after ${phaseText(phases.claimedAfterMs)}, ` +
      `the last payout after ${phaseText(phases.paidAfterMs)}` +
      (phases.claimedAfterMs !== null && phases.paidAfterMs !== null && outcome.paid > 0
        ? `: ${count(outcome.paid)} payouts, in transactions of up to ${count(options['payout-batch'])} of one payer, paced at ${count(options['payout-rate'])}/s over ${options.payers} payers, in about ${seconds(phases.paidAfterMs - phases.claimedAfterMs)} s (${perSecond(outcome.paid, (phases.paidAfterMs - phases.claimedAfterMs) / 1000)}/s).`
        : '.'),
  );
  console.log(
    `The engine's own count: ${count(timed.run.settled)} settled, ${count(timed.run.paid)} paid, a payer found short ${count(timed.run.owed)} times, ${count(timed.run.split)} batches that gave way to a lock; the tree's contracts have ${count(outcome.rows)} settlement rows, ` +
      `${count(outcome.paidByOthers)} of them paid by another process (the platform's own scheduler wakes every 30 s; while this run holds the settlement's lease it skips).`,
  );
  const agrees = outcome.topValidBetMinor === outcome.windowStakesMinor;
  console.log(
    `Check: the top agents' valid bets add up to ${minor(outcome.topValidBetMinor)}, the period's stakes to ${minor(outcome.windowStakesMinor)} (every tree player is under one top agent): ${agrees ? 'equal' : 'NOT EQUAL'}.`,
  );

  console.log(`\nThe wallet through the API at ${options.rate} requests/s (bet, then win or rollback; latency from each request's send):\n`);
  const row = (name: string, figures: WindowFigures, spanS: string): Cell[] => [name, spanS, figures.count, figures.ratePerS.toFixed(0), ms(figures.p50Ms), ms(figures.p95Ms), ms(figures.p99Ms), ms(figures.maxMs), figures.failed];
  console.log(
    markdownTable(
      ['window', 'seconds', 'requests', 'sent/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'refused or failed'],
      [
        row('before the run', before, seconds(timed.startedMs - measureFromMs)),
        row('during the run', during, seconds(Math.min(timed.endedMs, driveEndMs) - timed.startedMs)),
        ...phaseRows.map(([name, figures, spanS]) => row(name, figures, spanS)),
        row('after the run', after, seconds(Math.max(0, driveEndMs - timed.endedMs))),
        row('whole paced load (driveAtRate, latency from due time)', { ...whole.latency, failed: Object.values(whole.failures).reduce((sum, n) => sum + n, 0), ratePerS: whole.requestsPerS }, seconds(whole.elapsedS * 1000)),
      ],
    ),
  );
  if (timed.endedMs > driveEndMs) console.log(`\nThe run outlasted the paced load by ${seconds(timed.endedMs - driveEndMs)} s: "during" covers its first ${seconds(driveEndMs - timed.startedMs)} s. Pass a longer --during.`);
  if (during.count < 100) console.log(`\n"during" holds ${during.count} requests: its p99 is nearly its slowest request. A larger scale (or --rate) gives a steadier figure.`);

  const ratio = p99Ratio(before, during);
  console.log('\nTargets:\n');
  console.log(
    markdownTable(
      ['target', 'figure', 'met'],
      [
        [`one real-time settlement run over all contracts <= ${TARGET_RUN_S} s`, `${seconds(timed.durationMs)} s for ${count(timed.run.settled)} periods, ${count(options.bets)} rounds`, timed.durationMs <= TARGET_RUN_S * 1000 ? 'yes' : 'no'],
        [
          `wallet p99 during the run <= ${TARGET_P99_RATIO}x before`,
          `${ms(during.p99Ms)} / ${ms(before.p99Ms)} ms = ${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'}x`,
          Number.isFinite(ratio) && ratio <= TARGET_P99_RATIO && during.failed === 0 ? 'yes' : 'no',
        ],
      ],
    ),
  );
  if (plan.length > 0) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the run's team-figures statement for the period (${count(tree.agentIds.length)} holders), run again after the run:\n`);
    console.log(plan.map((line) => `    ${line.length > PLAN_LINE_MAX ? `${line.slice(0, PLAN_LINE_MAX)}…` : line}`).join('\n'));
  }
  console.log(`\n${loadLine()} at the end`);
} finally {
  await secondInstance?.stop();
  await db.close();
  await wallet.stop();
}
