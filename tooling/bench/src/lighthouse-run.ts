import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mainThreadBreakdown, type MainThreadBreakdown } from './lighthouse-breakdown';
import { lighthouseFigures, type LighthouseFigures } from './lighthouse-figures';
import { onInterrupt } from './processes';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Headless system Chromium as root in a container, with no background traffic to disturb the trace. */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export interface LighthouseRun {
  figures: LighthouseFigures;
  breakdown: MainThreadBreakdown;
  /** the whole Lighthouse result (LHR), for saving */
  report: object;
}

/**
 * One Lighthouse run of the performance category with its default settings: the mobile preset
 * (Moto G-class screen, simulated slow 4G, 4x CPU slowdown). A fresh Chromium per run, so no run
 * finds another's cache.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const forget = onInterrupt(async () => chrome.kill());
  // The trace engine prints a stack for a Lantern estimate it could not build for an insight, and goes
  // on (the metrics come from Lighthouse's own audits). Those stacks would bury the table.
  const printError = console.error;
  console.error = (...args: unknown[]) => {
    if (args[0] instanceof Error && args[0].constructor.name === 'LanternError') return;
    printError(...args);
  };
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // CHROME_INTERSTITIAL_ERROR is Chromium's error page: the page's request failed (refused, reset),
    // most often because the server is no longer there.
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return { figures: lighthouseFigures(result.lhr), breakdown: mainThreadBreakdown(result.lhr), report: result.lhr };
  } finally {
    console.error = printError;
    forget();
    chrome.kill();
  }
}
