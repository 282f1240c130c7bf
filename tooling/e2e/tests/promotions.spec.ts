import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { approveDeposit, deskLogin } from '../support/cashier-desk-api';
import { operatorLogin } from '../support/console-api';
import { createMember, uniqueUsername } from '../support/ops-api';
import { E2E_DATA_DIR, apiUrl, brandUrl, word } from '../support/server';

// Promotions (decision 0047) on both brands, with the demo promotions the server seeds on each: a new
// player of the journey's own sees the promotions page, claims the daily sign-in, applies to the
// application promotion with a remark and two images (which an operator of the journey's own approves
// through the console's API), joins the first-deposit bonus, finds it chosen on the deposit form and
// deposits with it; then reads the page in Bengali at 390 px. The player and the operator are the
// journey's own, and every promotion they take is once per member, so no other journey meets them.

const PASSWORD = 'Promo#2026-play';
const OPERATOR_PASSWORD = 'Promo#2026-desk';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const CHANNEL = { northstar: 'ROCKET', shonali: 'BKASH' } as const;

interface BrandFile {
  currency: { scale: number };
  merchantCode: string;
}

const brandFileOf = (brand: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../brands', `${brand}.json`), 'utf8')) as BrandFile;

/** A console supervisor of the journey's own, made with the server's operator token as `pnpm ops operator create` would. */
async function newSupervisor(): Promise<{ username: string; password: string }> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'ops-token'), 'utf8').trim();
  const username = `promoop${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 32);
  const response = await fetch(apiUrl('/ops/operators'), {
    method: 'POST',
    headers: { 'x-ops-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ username, displayName: username, password: OPERATOR_PASSWORD, role: 'SUPERVISOR', merchantCodes: null }),
  });
  const envelope = (await response.json()) as { success: boolean; message?: string };
  if (!envelope.success) throw new Error(`operator ${username}: ${envelope.message}`);
  return { username, password: OPERATOR_PASSWORD };
}

/** A console call with an operator's session, as the console makes it. */
async function consoleCall<T>(token: string, method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(pathname), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value?: T; message?: string };
  if (!envelope.success) throw new Error(`${method} ${pathname} failed: ${envelope.message}`);
  return envelope.value as T;
}

/** The operator approves the player's application, as the console's review desk would. */
async function approveApplication(merchantCode: string, username: string): Promise<void> {
  const operator = await newSupervisor();
  const token = await operatorLogin(operator.username, operator.password);
  const { applications } = await consoleCall<{ applications: { entryId: string; username: string; imageCount: number }[] }>(
    token,
    'GET',
    `/bo/promotion-applications?merchantCode=${merchantCode}&status=APPLYING&pageSize=100`,
  );
  const mine = applications.find((application) => application.username === username);
  if (!mine) throw new Error(`no application of ${username}`);
  expect(mine.imageCount).toBe(2);
  await consoleCall(token, 'POST', `/bo/promotion-applications/${mine.entryId}/decision`, { approve: true });
}

/**
 * A promotion's card by its kind (and state); `title` picks the demo's own where other journeys of the
 * lane publish promotions of the same kind on the same brand at the same time.
 */
const cardOfKind = (page: Page, kind: string, state?: string, title?: string): Locator => {
  const cards = page.locator(`[data-testid="promotion-card"][data-kind="${kind}"]${state ? `[data-state="${state}"]` : ''}`);
  return (title ? cards.filter({ hasText: title }) : cards).first();
};
/** The demo's promotions of those kinds (services/platform/src/modules/promotions/demo-promotions.ts). */
const DEMO_APPLICATION = 'Bad-beat refund';
const DEMO_FIRST_DEPOSIT = '100% first deposit bonus';

async function openPromotions(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand, '/promotions'));
  await expect(page.locator('[data-screen="promotions"]')).toBeVisible();
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
}

/** Nothing of the page runs off the side of the screen. */
async function expectNoSideScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function newPlayerPage(browser: Browser, brand: string, username: string, language: 'en' | 'bn', viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript((chosen) => localStorage.setItem('croupier.language', chosen), language);
  await loginWithPassword(page, brand, username, PASSWORD);
  await expectLoggedIn(page);
  await dismissLoginSteps(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return page;
}

for (const brand of ['northstar', 'shonali'] as const) {
  test(`${brand}: a player claims the sign-in, applies with two images, joins the deposit bonus and deposits with it; the page in Bengali at 390 px`, async ({ browser }) => {
    test.setTimeout(test.info().timeout * 4);
    const { merchantCode, currency } = brandFileOf(brand);
    const unit = 10 ** currency.scale;
    const username = uniqueUsername('promo');
    await createMember(brand, { username, password: PASSWORD });
    const page = await newPlayerPage(browser, brand, username, 'en', DESKTOP);

    // The page: tabs by category, a card of each kind, a drawn banner where the operator gave none.
    await openPromotions(page, brand);
    await expect(page.getByTestId('promotions-tab-ALL')).toBeVisible();
    for (const kind of ['DEPOSIT_BONUS', 'JOIN_BONUS', 'SIGN_IN', 'RAFFLE', 'APPLICATION']) await expect(cardOfKind(page, kind)).toBeVisible();
    await expect(cardOfKind(page, 'DEPOSIT_BONUS', 'COMING_SOON').getByTestId('promotion-starts')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${brand}-promotions-en-1366.png`), fullPage: true });

    // The daily sign-in: day one's reward, paid as cash; the card then says today is signed.
    const signIn = cardOfKind(page, 'SIGN_IN');
    await signIn.getByTestId('promotion-claim').click();
    await expect(signIn.getByTestId('promotion-claimed')).toHaveAttribute('data-amount-minor', String(5 * unit));
    await expect(signIn).toHaveAttribute('data-state', 'SIGNED');

    // The application: a remark and two images on the promotion's own page, then the operator approves.
    await cardOfKind(page, 'APPLICATION', undefined, DEMO_APPLICATION).getByTestId('promotion-apply').click();
    await expect(page).toHaveURL(/\/promotions\/\d+#apply$/);
    const form = page.getByTestId('apply-form');
    await expect(form).toBeVisible();
    await page.getByTestId('apply-remark').fill('Lost a full house to four of a kind, round 7731');
    await expect(page.getByTestId('apply-remark-count')).toHaveAttribute('data-length', '47');
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 80, clip: { x: 0, y: 200, width: 320, height: 200 } });
    await page.getByTestId('apply-image-input').setInputFiles([
      { name: 'round.png', mimeType: 'image/png', buffer: png },
      { name: 'table.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    await expect(page.getByTestId('apply-image')).toHaveCount(2);
    await page.getByTestId('apply-submit').click();
    await expect(page.getByTestId('apply-sent')).toBeVisible();
    await expect(page.getByTestId('promotion-detail')).toHaveAttribute('data-state', 'APPLYING');
    await approveApplication(merchantCode, username);
    await page.reload();
    await expect(page.getByTestId('promotion-detail')).toHaveAttribute('data-state', 'ISSUED');
    await expect(page.getByTestId('promotion-paid')).toHaveAttribute('data-amount-minor', String(200 * unit));

    // The first-deposit bonus: join it, then the deposit form has it chosen and says what it brings.
    await openPromotions(page, brand);
    const bonusId = await cardOfKind(page, 'DEPOSIT_BONUS', 'JOIN', DEMO_FIRST_DEPOSIT).getAttribute('data-promotion-id');
    // by its id from here: its state changes under the test
    const bonus = page.locator(`[data-testid="promotion-card"][data-promotion-id="${bonusId}"]`);
    await bonus.getByTestId('promotion-join').click();
    await expect(bonus).toHaveAttribute('data-state', 'JOINED');
    await expect(bonus.getByTestId('promotion-hold')).toHaveAttribute('data-seconds-left', /^\d+$/);
    await bonus.getByTestId('promotion-deposit').click();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    const choice = page.getByTestId('deposit-bonus');
    await expect(choice).toHaveAttribute('data-chosen', bonusId ?? '');
    await page.getByTestId(`deposit-channel-${CHANNEL[brand]}`).click();
    await page.getByTestId('deposit-amount').fill('1000');
    await expect(page.getByTestId('deposit-bonus-preview')).toHaveAttribute('data-bonus-minor', String(1000 * unit));
    await page.getByTestId('deposit-reference').fill(`PRM${Date.now().toString().slice(-9)}`);
    await page.screenshot({ path: test.info().outputPath(`${brand}-deposit-bonus-en-1366.png`), fullPage: true });
    const asked = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/wps/cashier/deposits'));
    await page.getByTestId('deposit-submit').click();
    expect(((await asked).postDataJSON() as { promotionId?: string }).promotionId).toBe(bonusId);
    const pending = page.getByTestId('deposit-pending');
    await expect(pending).toBeVisible();
    const depositId = (await pending.getAttribute('data-deposit-id')) ?? '';
    expect(await approveDeposit(await deskLogin(), depositId)).toBe('CONFIRMED');
    await page.goto(brandUrl(brand, `/promotions/${bonusId}`));
    await expect(page.getByTestId('promotion-detail')).toHaveAttribute('data-state', 'ISSUED');
    await expect(page.getByTestId('promotion-paid')).toHaveAttribute('data-amount-minor', String(1000 * unit));
    await page.context().close();

    // In Bengali on a phone: the page, a promotion's rules and the reward centre read in Bengali and fit.
    const phone = await newPlayerPage(browser, brand, username, 'bn', PHONE);
    try {
      await openPromotions(phone, brand);
      await expect(phone.getByTestId('promotions-page').getByRole('heading', { level: 1 })).toHaveText(word('bn', 'promotions', 'page.title'));
      await expect(cardOfKind(phone, 'SIGN_IN')).toHaveAttribute('data-state', 'SIGNED');
      await expectNoSideScroll(phone, PHONE.width);
      await phone.screenshot({ path: test.info().outputPath(`${brand}-promotions-bn-390.png`), fullPage: true });
      await cardOfKind(phone, 'SIGN_IN').getByTestId('promotion-link').click();
      await expect(phone.getByTestId('promotion-ladder')).toBeVisible();
      await expect(phone.locator('[data-testid="promotion-ladder-day"][data-day-state="todayDone"]')).toHaveCount(1);
      await expectNoSideScroll(phone, PHONE.width);
      await phone.goto(brandUrl(brand, '/member?page=rewardCenter'));
      await expect(phone.getByTestId('reward-centre')).toBeVisible();
      await expect(phone.getByTestId('reward-history-entry').first()).toBeVisible();
      await expectNoSideScroll(phone, PHONE.width);
      await phone.screenshot({ path: test.info().outputPath(`${brand}-reward-centre-bn-390.png`), fullPage: true });
    } finally {
      await phone.context().close();
    }
  });
}
