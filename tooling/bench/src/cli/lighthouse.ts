// pnpm bench:lighthouse — Lighthouse's mobile preset on each brand's home page, several runs each;
// the median of every figure is the one recorded.
import { medianFigures, type LighthouseFigures } from '../lighthouse-figures';
import { CHROME_PATH, runLighthouse } from '../lighthouse-run';
import { loadLine, machineLine, today } from '../machine';
import { BRAND_HOSTS, startPlatform } from '../platform';
import { kib, markdownTable } from '../table';
import { readOptions } from './args';

const options = readOptions(`usage: pnpm bench:lighthouse [options]   (builds the shells and starts the platform itself; needs Chromium at ${CHROME_PATH} or CHROME_PATH)`, [
  { name: 'runs', fallback: 3, help: 'Lighthouse runs per brand; the median is reported' },
  { name: 'port', fallback: 8330, help: 'platform port' },
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
  ];
}

const HEADERS = ['score', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'transfer KiB'];

console.log(`bench:lighthouse ${today()} — ${machineLine()}`);
console.log(`${loadLine()} at the start`);
console.log(`Lighthouse mobile preset (simulated slow 4G, 4x CPU), performance only, ${options.runs} runs per brand, Chromium ${CHROME_PATH}`);
const platform = await startPlatform(options.port);
try {
  const runRows: string[][] = [];
  const medianRows: string[][] = [];
  for (const [brand, host] of Object.entries(BRAND_HOSTS)) {
    // *.localhost resolves to 127.0.0.1 in Chromium, so the brand's own host name reaches the platform.
    const url = `http://${host}:${platform.port}/`;
    const runs: LighthouseFigures[] = [];
    for (let run = 1; run <= options.runs; run++) {
      const figures = await runLighthouse(url);
      runs.push(figures);
      runRows.push([brand, String(run), ...cells(figures)]);
    }
    medianRows.push([brand, ...cells(medianFigures(runs))]);
  }
  console.log(`\nEach run:\n\n${markdownTable(['brand', 'run', ...HEADERS], runRows)}`);
  console.log(`\nMedian of ${options.runs}:\n\n${markdownTable(['brand', ...HEADERS], medianRows)}`);
  console.log(`\n${loadLine()} at the end`);
} finally {
  await platform.stop();
}
