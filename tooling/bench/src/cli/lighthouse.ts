// pnpm bench:lighthouse — Lighthouse's mobile preset on each brand's home page and on a static
// reference page, several rounds of each in turn; the median of every figure is the one recorded.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scriptName, type MainThreadBreakdown } from '../lighthouse-breakdown';
import { medianFigures, type LighthouseFigures } from '../lighthouse-figures';
import { CHROME_PATH, runLighthouse, type LighthouseRun } from '../lighthouse-run';
import { loadLine, machineLine, today } from '../machine';
import { BRAND_HOSTS, COMPANION_PORTS, startPlatform } from '../platform';
import { sourceLine } from '../source-commit';
import { startReferencePage } from '../reference-page';
import { median } from '../stats';
import { kib, markdownTable } from '../table';
import { readOptions } from './args';

const options = readOptions(`usage: pnpm bench:lighthouse [options]   (builds the shells and starts the platform as ./dev start does; needs Chromium at ${CHROME_PATH} or CHROME_PATH)`, [
  { name: 'runs', fallback: 3, help: 'rounds: each round runs the reference page and every brand once; the median is reported' },
  { name: 'port', fallback: 8330, help: 'platform port; the demo provider, payment gateway, SMS gateway and mailbox (page, SMTP) take the next five, the reference page the one after' },
  { name: 'reports', fallback: '', help: 'folder to save every run’s Lighthouse report (JSON) in' },
]);

function cells(figures: LighthouseFigures): string[] {
  const seconds = (valueMs: number) => (Number.isNaN(valueMs) ? '-' : (valueMs / 1000).toFixed(2));
  return [
    Number.isNaN(figures.score) ? '-' : String(Math.round(figures.score)),
    seconds(figures.lcpMs),
    Number.isNaN(figures.cls) ? '-' : figures.cls.toFixed(3),
    Number.isNaN(figures.tbtMs) ? '-' : String(Math.round(figures.tbtMs)),
    seconds(figures.fcpMs),
    Number.isNaN(figures.transferBytes) ? '-' : kib(figures.transferBytes),
    Number.isNaN(figures.benchmarkIndex) ? '-' : String(Math.round(figures.benchmarkIndex)),
  ];
}

const HEADERS = ['score', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'transfer KiB', 'host index'];
const GROUPS = ['Script Evaluation', 'Style & Layout', 'Rendering', 'Parse HTML & CSS', 'Script Parsing & Compilation', 'Garbage Collection', 'Other'];

/** Median main-thread time per group and the three longest scripts of a page's runs, as table cells. */
function breakdownCells(breakdowns: readonly MainThreadBreakdown[]): string[] {
  const ms = (values: number[]) => String(Math.round(median(values)));
  const scripts = new Map<string, number[]>();
  for (const breakdown of breakdowns) {
    for (const script of breakdown.scripts) scripts.set(scriptName(script.url), [...(scripts.get(scriptName(script.url)) ?? []), script.totalMs]);
  }
  const longest = [...scripts.entries()]
    .map(([name, totals]) => [name, median(totals)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, totalMs]) => `${name} ${Math.round(totalMs)}`);
  return [
    ...GROUPS.map((group) => ms(breakdowns.map((breakdown) => breakdown.groupsMs[group] ?? 0))),
    ms(breakdowns.map((breakdown) => breakdown.longTasks.count)),
    longest.join(', '),
  ];
}

console.log(`bench:lighthouse ${today()} — ${machineLine()}`);
console.log(sourceLine());
console.log(`${loadLine()} at the start`);
console.log(`Lighthouse mobile preset (simulated slow 4G, 4x CPU), performance only, ${options.runs} rounds, Chromium ${CHROME_PATH}`);
const platform = await startPlatform(options.port);
const reference = await startReferencePage(options.port + COMPANION_PORTS + 1).catch(async (error: unknown) => {
  await platform.stop();
  throw error;
});
try {
  // The reference page first, then the brands, in every round: a host that grows busier during the
  // run weighs on all of them alike.
  const pages = [
    { name: 'reference', url: reference.url },
    // *.localhost resolves to the loopback in Chromium, so the brand's own host name reaches the platform.
    ...Object.entries(BRAND_HOSTS).map(([brand, host]) => ({ name: brand, url: `http://${host}:${platform.port}/` })),
  ];
  const runs = new Map<string, LighthouseRun[]>(pages.map((page) => [page.name, []]));
  const runRows: string[][] = [];
  if (options.reports) mkdirSync(options.reports, { recursive: true });
  for (let round = 1; round <= options.runs; round++) {
    for (const page of pages) {
      platform.assertRunning();
      const run = await runLighthouse(page.url);
      runs.get(page.name)?.push(run);
      runRows.push([page.name, String(round), ...cells(run.figures)]);
      if (options.reports) writeFileSync(path.join(options.reports, `${page.name}-${round}.json`), JSON.stringify(run.report));
    }
  }
  const pageRuns = [...runs.entries()];
  console.log(`\nEach run:\n\n${markdownTable(['page', 'run', ...HEADERS], runRows)}`);
  console.log(`\nMedian of ${options.runs}:\n\n${markdownTable(['page', ...HEADERS], pageRuns.map(([name, each]) => [name, ...cells(medianFigures(each.map((run) => run.figures)))]))}`);
  console.log(
    `\nMain thread, median ms of the runs at Lighthouse's 4x CPU estimate, long tasks and the longest scripts:\n\n${markdownTable(
      ['page', ...GROUPS, 'long tasks', 'longest scripts (ms)'],
      pageRuns.map(([name, each]) => [name, ...breakdownCells(each.map((run) => run.breakdown))]),
    )}`,
  );
  console.log(`\n${loadLine()} at the end`);
} finally {
  await reference.stop();
  await platform.stop();
}
