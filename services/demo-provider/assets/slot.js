// The demo slot's page script: draws the reels from the server's data, sends spins to this provider
// (which settles them with the platform) and shows balance and wins. No libraries, no build step.
const data = JSON.parse(document.getElementById('slot-data').textContent);
const words = data.words;
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

const elements = {
  balance: document.getElementById('balance'),
  win: document.getElementById('win'),
  message: document.getElementById('message'),
  reels: document.getElementById('reels'),
  bet: document.getElementById('bet'),
  spin: document.getElementById('spin'),
};

function localDigits(text) {
  return data.language === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]) : text;
}

/** Minor units as the brand shows money: thousands separated, the currency's decimals, whole numbers only. */
function formatMinor(minor) {
  const digits = String(Math.abs(minor)).padStart(data.scale + 1, '0');
  const whole = data.scale > 0 ? digits.slice(0, -data.scale) : digits;
  const fraction = data.scale > 0 ? `.${digits.slice(-data.scale)}` : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return localDigits(`${minor < 0 ? '-' : ''}${grouped}${fraction} ${data.currency}`);
}

function applyTheme() {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(data.theme)) style.setProperty(`--${name}`, value);
  for (const glyph of document.querySelectorAll('[data-colour]')) glyph.style.color = glyph.dataset.colour;
}

function cellAt(reel, row) {
  return elements.reels.querySelector(`[data-reel="${reel}"][data-row="${row}"]`);
}

function drawWindow(window, lineWins = []) {
  window.forEach((rows, reel) => {
    rows.forEach((symbolIndex, row) => {
      const cell = cellAt(reel, row);
      const symbol = data.symbols[symbolIndex];
      cell.textContent = symbol.glyph;
      cell.style.color = symbol.colour;
      cell.classList.remove('winning');
    });
  });
  for (const win of lineWins) {
    const rows = data.paylines[win.line];
    for (let reel = 0; reel < win.run; reel += 1) cellAt(reel, rows[reel]).classList.add('winning');
  }
}

function showBalance(balanceMinor) {
  elements.balance.dataset.balanceMinor = String(balanceMinor);
  elements.balance.textContent = formatMinor(balanceMinor);
}

function showWin(winMinor) {
  elements.win.dataset.winMinor = String(winMinor);
  elements.win.textContent = formatMinor(winMinor);
}

function say(text) {
  elements.message.textContent = text;
}

const REFUSALS = {
  INSUFFICIENT_FUNDS: 'notEnoughBalance',
  SESSION_EXPIRED: 'sessionEnded',
  GAME_SESSION_UNKNOWN: 'sessionEnded',
  MAINTENANCE: 'maintenance',
  ACCOUNT_LOCKED: 'accountLocked',
};

async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

// The site framing the game reads its balance again when told money moved (GAME_FRAME_BALANCE_MESSAGE in
// packages/contract/src/seamless.ts). No amount goes with it: the platform's answer is the one to show.
function tellSiteBalanceChanged() {
  if (window.parent !== window) window.parent.postMessage({ type: 'croupier:balance-changed' }, '*');
}

function showRound(result) {
  if (result.status !== 'refused') tellSiteBalanceChanged();
  switch (result.status) {
    case 'settled':
    case 'win-pending':
    case 'win-refused':
      drawWindow(result.outcome.window, result.outcome.lineWins);
      showWin(result.winMinor);
      showBalance(result.balanceMinor);
      if (result.status === 'win-pending') say(words.winPending);
      else if (result.status === 'win-refused') say(words.winRefused);
      else say(result.winMinor > 0 ? '' : words.noWin);
      return;
    case 'cancelled':
      say(result.stakeReturned ? words.cancelled : words.cancelledPending);
      return;
    case 'refused':
      say(words[REFUSALS[result.code]] ?? `${words.refused} (${result.code})`);
      return;
    default:
      say(words.unreachable);
  }
}

async function spin() {
  elements.spin.disabled = true;
  elements.reels.classList.add('spinning');
  say('');
  try {
    const result = await post('/play/spin', { session: data.session, lineBetMinor: Number(elements.bet.value) });
    showRound(result);
  } catch {
    say(words.unreachable);
  } finally {
    elements.reels.classList.remove('spinning');
    elements.spin.disabled = false;
  }
}

async function refreshBalance() {
  try {
    const answer = await post('/play/balance', { session: data.session });
    if (typeof answer.balanceMinor === 'number') showBalance(answer.balanceMinor);
  } catch {
    // the next spin shows the balance anyway
  }
}

function start() {
  applyTheme();
  for (const lineBet of data.lineBetOptionsMinor) {
    const option = document.createElement('option');
    option.value = String(lineBet);
    option.textContent = formatMinor(lineBet * data.lineCount);
    elements.bet.append(option);
  }
  drawWindow(data.window);
  showBalance(data.balanceMinor);
  showWin(0);
  elements.spin.addEventListener('click', () => void spin());
  // Money may move while the game is hidden (a transfer, a deposit); show it when the player is back.
  window.addEventListener('focus', () => void refreshBalance());
  elements.spin.disabled = false;
  document.body.dataset.ready = 'true';
}

start();
