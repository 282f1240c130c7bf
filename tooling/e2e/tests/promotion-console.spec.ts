import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { consoleLogin, consoleLogout, consoleUrl } from '../support/console-steps';
import { createMember, uniqueUsername } from '../support/ops-api';
import { E2E_DATA_DIR, apiUrl, brandUrl } from '../support/server';

// Promotions in the operator console (decision 0047), on Shonali: one operator builds a deposit bonus in
// the builder, with its texts in English and Bengali and a banner, and submits it; they cannot publish it
// themselves; a second operator checks it and publishes it, and it shows on the brand's /promotions
// page, banner and all, in Bengali at 390 px. Then a player of the journey's own applies to an
// application promotion of the journey's own through the member API, with a remark and two images, and
// the second operator reviews the application in the queue, opens an image and approves it. The
// operators, the promotions and the player are the journey's own; nothing another journey reads changes.

const BRAND = 'shonali';
const OPERATOR_PASSWORD = 'Promo#2026-desk';
const PLAYER_PASSWORD = 'Promo#2026-play';
const CONSOLE_VIEW = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const MINUTE_MS = 60_000;

test.use({ viewport: CONSOLE_VIEW });

interface BrandFile {
  merchantCode: string;
  timeZone: string;
  currency: { scale: number };
}

const brandFile = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../brands', `${BRAND}.json`), 'utf8')) as BrandFile;

/** A console operator of the journey's own, made with the server's operator token as `pnpm ops operator create` would. */
async function newSupervisor(prefix: string): Promise<{ username: string; password: string }> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'ops-token'), 'utf8').trim();
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 32);
  const response = await fetch(apiUrl('/ops/operators'), {
    method: 'POST',
    headers: { 'x-ops-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ username, displayName: username, password: OPERATOR_PASSWORD, role: 'SUPERVISOR', merchantCodes: null }),
  });
  const envelope = (await response.json()) as { success: boolean; message?: string };
  if (!envelope.success) throw new Error(`operator ${username}: ${envelope.message}`);
  return { username, password: OPERATOR_PASSWORD };
}

/** An operator call of the console's API, with the operator's session token. */
async function consoleCall<T>(method: 'GET' | 'POST', pathname: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(pathname), {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value?: T; code?: string; message?: string };
  if (!envelope.success) throw new Error(`${method} ${pathname}: ${envelope.code} ${envelope.message}`);
  return envelope.value as T;
}

const tokenOf = async (operator: { username: string; password: string }) => (await consoleCall<{ token: string }>('POST', '/bo/session', null, operator)).token;

/** The brand's wall-clock time of an instant, as the builder's date-and-time fields hold it. */
function brandWallTime(atMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: brandFile.timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(atMs));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** Pictures drawn by the page's own canvas: whole PNGs and JPEGs that the platform re-encodes like any photo. */
async function drawPicture(page: Page, type: 'image/png' | 'image/jpeg', width: number, height: number, label: string): Promise<string> {
  const dataUrl = await page.evaluate(
    ({ type: kind, width: w, height: h, label: text }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#0b6e4f');
      gradient.addColorStop(1, '#f2a900');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.font = `bold ${Math.round(h / 5)}px sans-serif`;
      context.fillText(text, Math.round(w / 14), Math.round(h / 1.8));
      return canvas.toDataURL(kind, 0.9);
    },
    { type, width, height, label },
  );
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** The page as it stands in the window, and the whole page: sticky parts show where they stay only in the first. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await page.screenshot({ path: test.info().outputPath(`${name}-full.png`), fullPage: true });
}

/** The same page on a phone: nothing runs off its side (wide tables scroll in their own frame). */
async function atPhoneWidth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await shot(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(CONSOLE_VIEW);
}

/** The first operator builds the deposit bonus in the builder and saves it as a draft; answers its id. */
async function buildDepositBonus(page: Page, title: string): Promise<string> {
  await page.goto(consoleUrl(`/${BRAND}/promotions`));
  await expect(page.getByTestId('promotions-screen')).toBeVisible();
  await page.getByTestId('promotion-new').click();
  const builder = page.getByTestId('promotion-builder');
  await expect(builder).toBeVisible();
  // an empty form says what is missing, field by field, before anything is sent
  await page.getByTestId('promotion-save').click();
  await expect(page.getByTestId('promotion-problems')).toContainText('fields need attention');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'console-builder-problems-1366');
  const now = Date.now();
  await page.getByTestId('promotion-starts').fill(brandWallTime(now - 5 * MINUTE_MS));
  await page.getByTestId('promotion-ends').fill(brandWallTime(now + 24 * 60 * MINUTE_MS));
  await page.getByTestId('promotion-budget-input').fill('10000');
  await page.getByTestId('promotion-percent').fill('100');
  await page.getByTestId('promotion-cap').fill('500');
  await page.getByTestId('promotion-min-deposit').fill('100');
  await page.getByTestId('promotion-max-bet').fill('50');
  await expect(page.getByTestId('promotion-deposit-example')).toHaveAttribute('data-bonus-minor', String(100 * 10 ** brandFile.currency.scale));
  await page.getByTestId('promotion-title-en').fill(title);
  await page.getByTestId('promotion-summary-en').fill('Double your deposit, up to ৳500.');
  await page.getByTestId('promotion-body-en').fill('<h3>How it works</h3><ol><li>Join the promotion.</li><li>Deposit ৳100 or more within 30 minutes.</li></ol><p><strong>20×</strong> wagering on bonus and deposit.</p>');
  await page.getByTestId('promotion-texts-bn').click();
  await page.getByTestId('promotion-title-bn').fill(`ডিপোজিট দ্বিগুণ ${title.slice(-5)}`);
  await page.getByTestId('promotion-summary-bn').fill('৳৫০০ পর্যন্ত আপনার ডিপোজিট দ্বিগুণ করুন।');
  await page.getByTestId('promotion-body-bn').fill('<h3>কীভাবে কাজ করে</h3><ol><li>প্রোমোশনে যোগ দিন।</li><li>৩০ মিনিটের মধ্যে ৳১০০ বা তার বেশি ডিপোজিট করুন।</li></ol>');
  const banner = await drawPicture(page, 'image/png', 1200, 450, 'Double deposit');
  await page.getByTestId('promotion-banner-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(banner, 'base64') });
  await expect(page.getByTestId('promotion-banner-preview')).toHaveAttribute('src', /^data:image\/png;base64,/);
  // the preview beside the form, in Bengali, as a member will read it
  await page.getByTestId('promotion-preview-bn').click();
  await expect(page.getByTestId('promotion-preview')).toHaveAttribute('data-language', 'bn');
  await expect(page.getByTestId('preview-card-headline')).toContainText('৳৫০০.০০');
  await shot(page, 'console-builder-1366');
  await atPhoneWidth(page, 'console-builder-390');

  await page.getByTestId('promotion-save').click();
  await expect(page).toHaveURL(/\/promotions\/\d+$/);
  await expect(page.getByTestId('promotion-notice')).toBeVisible();
  await expect(page.getByTestId('promotion-banner-refusal')).toHaveCount(0);
  const promotionId = /\/promotions\/(\d+)$/.exec(page.url())?.[1];
  if (!promotionId) throw new Error('the saved draft has no id');
  return promotionId;
}

/** The maker submits it, and the platform will not let them publish it too. */
async function submitAndTryToPublish(page: Page): Promise<void> {
  await page.getByTestId('promotion-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('promotion-screen')).toHaveAttribute('data-status', 'PENDING');
  await page.getByTestId('promotion-publish').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('promotion-step-refusal')).toContainText('another operator');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
}

/** The checker reads the submitted promotion beside the member's view, and publishes it. */
async function publish(page: Page, promotionId: string, maker: string): Promise<void> {
  await page.goto(consoleUrl(`/${BRAND}/promotions/${promotionId}`));
  await expect(page.getByTestId('promotion-screen')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('trail-submitted')).toContainText(maker);
  await expect(page.getByTestId('promotion-facts-terms')).toContainText('Wager 20×');
  await shot(page, 'console-review-1366');
  await atPhoneWidth(page, 'console-review-390');
  await page.getByTestId('promotion-publish').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('promotion-screen')).toHaveAttribute('data-status', 'PUBLISHED');
  await page.goto(consoleUrl(`/${BRAND}/promotions`));
  const row = page.locator(`[data-testid="promotion-row"][data-promotion-id="${promotionId}"]`);
  await expect(row).toHaveAttribute('data-status', 'PUBLISHED');
  await shot(page, 'console-list-1366');
  await atPhoneWidth(page, 'console-list-390');
}

/** A guest opens the brand's promotions page on a phone, in Bengali: the card is there with its banner. */
async function seenOnTheSite(browser: Browser, promotionId: string): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('croupier.language', 'bn'));
  try {
    await page.goto(brandUrl(BRAND, '/promotions'));
    const card = page.locator(`[data-testid="promotion-card"][data-promotion-id="${promotionId}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText('ডিপোজিট দ্বিগুণ');
    await expect(card.getByTestId('promotion-banner')).toHaveAttribute('data-drawn', 'false');
    await shot(page, 'site-promotions-bn-390');
  } finally {
    await context.close();
  }
}

/** An application promotion of the journey's own, made and published through the console's API. */
async function publishedApplicationPromotion(makerToken: string, checkerToken: string, title: string): Promise<string> {
  const now = Date.now();
  const texts = (en: string, bn: string) => ({ en, bn });
  const { promotion } = await consoleCall<{ promotion: { promotionId: string } }>('POST', '/bo/promotions', makerToken, {
    merchantCode: brandFile.merchantCode,
    kind: 'APPLICATION',
    category: 'OTHER',
    titles: texts(title, `আবেদন ${title.slice(-5)}`),
    summaries: texts('Send a screenshot of your big win.', 'আপনার বড় জয়ের স্ক্রিনশট পাঠান।'),
    bodies: texts('<p>One reward per member.</p>', '<p>প্রতি সদস্য একটি পুরস্কার।</p>'),
    startsAt: new Date(now - 5 * MINUTE_MS).toISOString(),
    endsAt: new Date(now + 24 * 60 * MINUTE_MS).toISOString(),
    segment: 'ALL_MEMBERS',
    frequency: 'ONCE',
    budgetMinor: 1_000 * 10 ** brandFile.currency.scale,
    reward: { form: 'CASH', amountMinor: 25 * 10 ** brandFile.currency.scale, percentBps: 0, capMinor: 0, minDepositMinor: 0, wageringBase: 'BONUS', multiplierHundredths: 0, contributions: [], maxBetMinor: null, maxCashoutMinor: null, lifetimeDays: 1 },
    signInAmountsMinor: [],
    rafflePrizes: [],
  });
  await consoleCall('POST', `/bo/promotions/${promotion.promotionId}/submit`, makerToken, {});
  await consoleCall('POST', `/bo/promotions/${promotion.promotionId}/decision`, checkerToken, { approve: true });
  return promotion.promotionId;
}

/** A player of the journey's own applies through the member API, with a remark and two images. */
async function applyAsPlayer(browser: Browser, promotionId: string, username: string): Promise<void> {
  await createMember(BRAND, { username, password: PLAYER_PASSWORD });
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    await loginWithPassword(page, BRAND, username, PLAYER_PASSWORD);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    const images = [
      { contentType: 'image/png', dataBase64: await drawPicture(page, 'image/png', 900, 600, 'Round 9917') },
      { contentType: 'image/jpeg', dataBase64: await drawPicture(page, 'image/jpeg', 600, 900, 'x500') },
    ];
    const answer = await page.evaluate(
      async ({ url, merchant, body }) => {
        const token = sessionStorage.getItem('croupier.token') ?? localStorage.getItem('croupier.token') ?? '';
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', Merchant: merchant, Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
        return (await response.json()) as { success: boolean; code?: string; value?: { promotion: { state: string } } };
      },
      { url: `/wps/promotions/${promotionId}/apply`, merchant: brandFile.merchantCode, body: { requestId: `e2e-${Date.now().toString(36)}`, remark: '<b>Round 9917</b> paid 500× — see both pictures', images } },
    );
    expect(answer.code ?? 'OK').toBe('OK');
    expect(answer.value?.promotion.state).toBe('APPLYING');
  } finally {
    await context.close();
  }
}

/** The checker finds the application in the queue, looks at its images and approves it. */
async function reviewAndApprove(page: Page, username: string): Promise<void> {
  await page.goto(consoleUrl('/promotion-applications'));
  const card = page.locator('[data-testid="application-card"]', { hasText: username });
  await expect(card).toHaveAttribute('data-status', 'APPLYING');
  // the remark is text, shown as the member typed it
  await expect(card.getByTestId('application-remark')).toHaveText('<b>Round 9917</b> paid 500× — see both pictures');
  await expect(card.getByTestId('application-image')).toHaveCount(2);
  await expect(card.getByTestId('application-image-size')).toHaveText(['900×600', '600×900']);
  await shot(page, 'console-queue-1366');
  await atPhoneWidth(page, 'console-queue-390');
  await card.getByTestId('application-image').first().click();
  await expect(page.getByTestId('application-image-full')).toHaveAttribute('src', /^data:image\/(png|jpeg);base64,/);
  await shot(page, 'console-queue-image-1366');
  await page.keyboard.press('Escape');
  await card.getByTestId('application-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve and pay' }).click();
  await expect(card).toHaveCount(0);
  await page.getByTestId('applications-status-ISSUED').click();
  const paid = page.locator('[data-testid="application-card"]', { hasText: username });
  await expect(paid).toHaveAttribute('data-status', 'ISSUED');
  await expect(paid.getByTestId('application-paid')).toContainText('25.00');
}

test(`${BRAND}: one operator builds a deposit bonus with texts in two languages and a banner, another publishes it and it shows on the site; an application with two images is approved in the queue`, async ({ page, browser }) => {
  test.setTimeout(test.info().timeout * 4);
  const maker = await newSupervisor('promomaker');
  const checker = await newSupervisor('promocheck');
  const title = `Double deposit ${Date.now().toString(36)}`;

  await consoleLogin(page, maker);
  const promotionId = await buildDepositBonus(page, title);
  await submitAndTryToPublish(page);
  await consoleLogout(page);

  await consoleLogin(page, checker);
  await publish(page, promotionId, maker.username);
  await seenOnTheSite(browser, promotionId);

  const applicationPromotion = await publishedApplicationPromotion(await tokenOf(maker), await tokenOf(checker), `Big win ${Date.now().toString(36)}`);
  const player = uniqueUsername('promo');
  await applyAsPlayer(browser, applicationPromotion, player);
  await reviewAndApprove(page, player);
});
