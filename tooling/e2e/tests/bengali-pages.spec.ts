import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword, passFirstLoginStep } from '../support/account-steps';
import { agentLogin, changeInitialPassword, openAgentPage, registerDownline } from '../support/agent-steps';
import { depositConfirmed } from '../support/cashier-steps';
import { createMember, grantAgentContract, uniqueUsername } from '../support/ops-api';
import { openOriginalsPage, rollDiceOnce } from '../support/originals-steps';
import { apiUrl, brandUrl, readBrandFile, word } from '../support/server';
import { latinLeaks, shownTexts, type ShownText } from '../support/text-scan';

// Shonali speaks Bengali first: every text its player and agent pages show comes from the Bengali
// dictionaries or the formatters (Bengali digits, Bengali AM/PM). The only Latin a page may show is a
// name that is the same in every language (the brand, its payment channels, game vendors and the test's
// own usernames) or a code marked translate="no".
const BRAND = 'shonali';
const PASSWORD = 'Bangla#2026ok';
const INITIAL = 'Start#2026now';

/**
 * What a Bengali page may show in Latin letters: the brand, its currency's code and the names its
 * channels trade under; the other language's own name in the language switch; and the codes Bengali
 * readers meet as they are in their apps and files (bKash's TrxID, file types and sizes).
 */
function allowedNames(): string[] {
  const brand = readBrandFile(BRAND) as {
    displayName: string;
    logo: { wordmark: string };
    currency: { code: string };
    cashier: { depositChannels: { name: string; receivingAccount?: { holder: string; bank?: string } }[]; withdrawChannels: { name: string }[] };
  };
  // The brand file names its channels and accounts in one language, as the brand trades under them.
  const channels = [...brand.cashier.depositChannels, ...brand.cashier.withdrawChannels].map((channel) => channel.name);
  const accounts = brand.cashier.depositChannels.flatMap((channel) => [channel.receivingAccount?.holder ?? '', channel.receivingAccount?.bank ?? '']);
  return [brand.displayName, brand.logo.wordmark, brand.currency.code, ...channels, ...accounts, 'English', 'TrxID', 'CSV', 'PNG', 'JPEG', 'KB', 'MB'];
}

/** The game studios the brand carries, by the names they trade under (the same in every language). */
async function vendorNames(): Promise<string[]> {
  const response = await fetch(apiUrl('/wps/relay/GCSGAME_newGameVendor?language=bn'), { headers: { Merchant: 'SHONALI' } });
  const body = (await response.json()) as { value: { data: { lanes: { vendors: { name: string }[] }[] } } };
  return body.value.data.lanes.flatMap((lane) => lane.vendors.map((vendor) => vendor.name));
}

const MEMBER_PAGES = ['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails'];
const GAME_PAGES = ['/bgs', '/bgs/dice', '/bgs/crash', '/bgs/mines', '/bgs/verify'];

/** Opens a page, lets its calls settle, and keeps what it shows that is not Bengali. */
async function scan(page: Page, path: string, ready: string, allowed: readonly string[], leaks: Record<string, ShownText[]>): Promise<void> {
  await page.goto(brandUrl(BRAND, path));
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const found = latinLeaks(await shownTexts(page), allowed);
  if (found.length > 0) leaks[path] = found;
}

/**
 * The scan must see what a player sees: an English word, a Latin digit and an English label, while a
 * code marked translate="no" and a hidden text pass. Checked on a live page, so a change in how the
 * browser reports visibility cannot leave the check blind.
 */
async function expectTheScanToSee(page: Page, allowed: readonly string[]): Promise<void> {
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'scan-probe';
    probe.innerHTML =
      '<span>৯:৩০ PM</span><span>রাউন্ড 1024</span><button aria-label="Close">✕</button><span translate="no">TRX778</span><span hidden>deposit 34</span>';
    document.body.prepend(probe);
  });
  const seen = latinLeaks(await shownTexts(page), allowed).map((leak) => leak.text);
  await page.evaluate(() => document.getElementById('scan-probe')?.remove());
  expect(seen).toEqual(expect.arrayContaining(['৯:৩০ PM', 'রাউন্ড 1024', 'Close']));
  expect(seen).not.toContain('TRX778');
  expect(seen).not.toContain('deposit 34');
}

/** Where E2E_SCREENSHOT_DIR is set, the journey keeps pictures of the pages it looked at. */
async function keepPicture(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

test.describe('Bengali pages of a Bengali-first brand', () => {
  test('a player and an agent see no Latin letters or digits on the player pages, records, wallet, cashier, in-house games and back office', async ({ browser }) => {
    test.setTimeout(240_000);
    const leaks: Record<string, ShownText[]> = {};

    // An agent with a salary contract (so its salary pages open), who registers a player under it.
    const agent = { username: uniqueUsername('bnagent'), password: PASSWORD };
    await createMember(BRAND, { ...agent, type: 1 });
    await grantAgentContract(BRAND, agent.username, { kind: 'REALTIME', ratePpm: 20_000 });
    const agentPage = await (await browser.newContext()).newPage();
    await agentLogin(agentPage, BRAND, agent.username, agent.password);
    await passFirstLoginStep(agentPage, agentPage.getByTestId('agent-header'));
    await dismissLoginSteps(agentPage);
    await expect(agentPage).toHaveURL(/\/agentHome/);
    const player = { username: uniqueUsername('bnplayer'), password: PASSWORD };
    await registerDownline(agentPage, 'player', player.username, INITIAL);

    // The player changes the initial password, deposits, and plays Dice: records with notes and rounds.
    const page = await (await browser.newContext()).newPage();
    await loginWithPassword(page, BRAND, player.username, INITIAL);
    await changeInitialPassword(page, INITIAL, player.password);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await depositConfirmed(page, 'BKASH', '1000');
    await openOriginalsPage(page, BRAND, 'dice');
    await rollDiceOnce(page);
    await rollDiceOnce(page);

    const allowed = [...allowedNames(), ...(await vendorNames()), player.username, agent.username];
    await scan(page, '/', 'home-page', allowed, leaks);
    await expectTheScanToSee(page, allowed);
    for (const name of MEMBER_PAGES) await scan(page, `/member?page=${name}`, 'member-centre-nav', allowed, leaks);
    for (const gamePath of GAME_PAGES) await scan(page, gamePath, gamePath === '/bgs' ? 'game-card' : `${gamePath.slice(5)}-page`, allowed, leaks);

    // The account record with its notes, kept as pictures at a laptop's and a phone's width.
    await page.goto(brandUrl(BRAND, '/member?page=transactionHistory'));
    await expect(page.getByTestId('account-record-description').first()).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 800 });
    await keepPicture(page, 'account-record-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepPicture(page, 'account-record-390');
    await page.setViewportSize({ width: 1366, height: 768 });

    // The round's details, from the betting record.
    await page.goto(brandUrl(BRAND, '/member?page=personalHistoryCopy'));
    await page.getByTestId('records-row').first().getByTestId('records-row-open').click();
    await expect(page.getByTestId('records-round')).toBeVisible();
    const round = latinLeaks(await shownTexts(page), allowed);
    if (round.length > 0) leaks['betting record round'] = round;

    // Every back-office page the agent's menu offers.
    await agentPage.goto(brandUrl(BRAND, '/agentHome'));
    await expect(agentPage.getByTestId('agent-header')).toBeVisible();
    await agentPage.waitForLoadState('networkidle');
    // The salary entry follows the agent's consolidated flags, which arrive after the menu is drawn.
    await expect(agentPage.getByTestId('agent-menu-agentRealtimeSalary')).toBeAttached();
    const entries = await agentPage.locator('[data-testid^="agent-menu-"]').evaluateAll((links) => links.map((link) => link.getAttribute('data-testid') ?? ''));
    const pages = entries.filter((id) => id !== 'agent-menu-toggle').map((entry) => entry.replace('agent-menu-', ''));
    // The pages every agent has, and the salary page its contract opens.
    expect(pages).toEqual(expect.arrayContaining(['agentTeamOverview', 'registerCenter', 'downlineManagmentView', 'agentDownlineTransactionDetailsCopy', 'agentRealtimeSalary']));
    for (const name of pages) {
      await openAgentPage(agentPage, name);
      await agentPage.waitForLoadState('networkidle');
      if (name === 'agentDownlineTransactionDetailsCopy') {
        await expect(agentPage.getByTestId('agent-row').first()).toBeVisible();
        await keepPicture(agentPage, 'agent-team-transactions-1366');
      }
      const found = latinLeaks(await shownTexts(agentPage), allowed);
      if (found.length > 0) leaks[`/agentHome?page=${name}`] = found;
    }

    expect(leaks).toEqual({});
  });

  test('a first login on an initial password goes straight to the change, and an agent never sees the player welcome', async ({ browser }) => {
    const player = { username: uniqueUsername('bnfirst'), password: INITIAL };
    await createMember(BRAND, { ...player, initialPassword: true });
    const page = await (await browser.newContext()).newPage();
    await loginWithPassword(page, BRAND, player.username, player.password);
    // SPEC §4: the change replaces the first-login step; the welcome never shows before it.
    await expect(page.getByTestId('popup-change-password')).toBeVisible();
    await expect(page.getByTestId('login-welcome-step')).toHaveCount(0);

    // An agent's first login (no initial password) gets the agent's welcome, not the player's.
    const agent = { username: uniqueUsername('bnfirstag'), password: PASSWORD };
    await createMember(BRAND, { ...agent, type: 1 });
    const agentPage = await (await browser.newContext()).newPage();
    await agentLogin(agentPage, BRAND, agent.username, agent.password);
    const welcome = agentPage.getByTestId('login-welcome-step');
    await expect(welcome).toBeVisible();
    await expect(welcome).not.toContainText(word('bn', 'account', 'welcome.message'));
    await expect(welcome).toContainText(word('bn', 'account', 'welcome.agentMessage'));
  });
});
