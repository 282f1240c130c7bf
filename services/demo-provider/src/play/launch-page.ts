import type { GameDesign } from '../slot/game-design';
import { LINE_COUNT, MIN_RUN, PAYLINES, REEL_COUNT, ROW_COUNT } from '../slot/paylines';
import { PAY_UNITS_PER_LINE_BET } from '../slot/rtp';
import { escapeHtml, gameTitleOf, jsonForScript, localDigits } from './html';
import type { PlayerSession } from './player-sessions';
import type { Words } from './words';

/** Line bets offered, in minor units: multiples of 100 so every win is whole minor units. */
export const LINE_BET_OPTIONS_MINOR = [100, 200, 500, 1000, 2000, 5000] as const;

export interface LaunchPageView {
  design: GameDesign;
  session: PlayerSession;
  words: Words;
  balanceMinor: number;
}

/** What the page script reads: everything it needs to draw the game and send spins. */
function pageData({ design, session, words, balanceMinor }: LaunchPageView) {
  return {
    session: session.id,
    language: session.language,
    currency: session.currency,
    scale: session.scale,
    balanceMinor,
    lineCount: LINE_COUNT,
    lineBetOptionsMinor: LINE_BET_OPTIONS_MINOR,
    paylines: PAYLINES,
    symbols: design.symbols,
    theme: design.theme,
    // the first rows of each strip, so the reels show symbols before the first spin
    window: design.reels.map((strip) => strip.slice(0, ROW_COUNT)),
    words,
  };
}

function payText(payUnits: number, language: 'en' | 'bn'): string {
  const whole = Math.floor(payUnits / PAY_UNITS_PER_LINE_BET);
  const hundredths = String(payUnits % PAY_UNITS_PER_LINE_BET).padStart(2, '0');
  return localDigits(`×${whole}.${hundredths}`, language);
}

function paytableRows(design: GameDesign, language: 'en' | 'bn'): string {
  return design.symbols
    .map((symbol, index) => ({ symbol, pays: design.paytable[index] ?? [] }))
    .reverse()
    .map(
      ({ symbol, pays }) =>
        `<tr><th scope="row" class="glyph" data-colour="${escapeHtml(symbol.colour)}">${escapeHtml(symbol.glyph)}</th>${pays.map((pay) => `<td>${payText(pay, language)}</td>`).join('')}</tr>`,
    )
    .join('');
}

function reelCells(): string {
  const cells: string[] = [];
  for (let row = 0; row < ROW_COUNT; row += 1) {
    for (let reel = 0; reel < REEL_COUNT; reel += 1) cells.push(`<div class="cell" data-reel="${reel}" data-row="${row}"></div>`);
  }
  return cells.join('');
}

export function launchPageHtml(view: LaunchPageView): string {
  const { design, session, words } = view;
  const title = gameTitleOf(design.gameCode);
  const runs = [MIN_RUN, MIN_RUN + 1, MIN_RUN + 2].map((run) => `<th scope="col">${localDigits(String(run), session.language)}</th>`).join('');
  return `<!doctype html>
<html lang="${session.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/slot.css">
<script type="application/json" id="slot-data">${jsonForScript(pageData(view))}</script>
<script src="/assets/slot.js" defer></script>
</head>
<body>
<main class="slot" data-testid="slot-game" data-game="${escapeHtml(design.gameCode)}">
  <header class="bar">
    <h1>${escapeHtml(title)}</h1>
    <div class="balance">
      <span>${escapeHtml(words.balance)}${session.demo ? ` · ${escapeHtml(words.demoMoney)}` : ''}</span>
      <strong id="balance" data-testid="slot-balance" data-balance-minor="${view.balanceMinor}"></strong>
    </div>
  </header>
  <section class="reels" id="reels" data-testid="slot-reels" aria-live="polite">${reelCells()}</section>
  <section class="result">
    <div class="win"><span>${escapeHtml(words.win)}</span> <strong id="win" data-testid="slot-win" data-win-minor="0"></strong></div>
    <p id="message" class="message" role="status" data-testid="slot-message"></p>
  </section>
  <section class="controls">
    <label class="bet">${escapeHtml(words.bet)} <small>(${escapeHtml(words.lines)})</small>
      <select id="bet" data-testid="slot-bet"></select>
    </label>
    <button id="spin" type="button" data-testid="slot-spin" disabled>${escapeHtml(words.spin)}</button>
  </section>
  <details class="paytable">
    <summary>${escapeHtml(words.paytable)}</summary>
    <p>${escapeHtml(words.paytableNote)}</p>
    <table><thead><tr><th></th>${runs}</tr></thead><tbody>${paytableRows(design, session.language)}</tbody></table>
  </details>
</main>
</body>
</html>`;
}

/** A page that only says what went wrong, in the player's language. */
export function messagePageHtml(language: 'en' | 'bn', message: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message)}</title>
<link rel="stylesheet" href="/assets/slot.css">
</head>
<body>
<main class="slot notice"><p data-testid="slot-notice">${escapeHtml(message)}</p></main>
</body>
</html>`;
}
