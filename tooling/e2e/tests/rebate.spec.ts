import { expect, test, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from '../support/account-steps';
import { depositConfirmed, loginNewMember } from '../support/cashier-steps';
import { createMember, uniqueUsername } from '../support/ops-api';
import { headerBalanceMinor, openOriginalsPage } from '../support/originals-steps';
import { finishedYesterday, openRebateFromMenu, openRebatePage, placePastStake, rollDiceWith } from '../support/rebate-steps';
import { brandUrl, readBrandFile, word } from '../support/server';
import { latinLeaks, shownTexts } from '../support/text-scan';

// The daily rebate on a brand with manual rebate on (Shonali): a new player plays Dice and sees what
// today's valid bets have earned, claims a finished day once however often it is pressed, in English at
// desktop width and in Bengali on a phone; on a brand with manual rebate off (Northstar) the player is
// offered no manual rebate at all. Each test plays on accounts of its own, so it runs beside the others.

const BRAND = 'shonali';
const ZONE = (readBrandFile(BRAND) as { timeZone: string }).timeZone;
const PHONE = { width: 390, height: 844 };

/** Where the journey's screenshots go when REBATE_SHOTS_DIR names a folder. */
async function keepShot(page: Page, name: string): Promise<void> {
  const folder = process.env.REBATE_SHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

async function useLanguage(page: Page, language: 'bn' | 'en'): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('croupier.language', chosen), language);
}

/** A new player with ৳5,000 deposited, who rolls Dice for ৳250 today and staked ৳2,500 on Dice yesterday. */
async function playerWithPlay(page: Page): Promise<{ username: string; password: string; claimDay: string }> {
  const member = await loginNewMember(page, BRAND, 'rebate');
  await depositConfirmed(page, 'BKASH', '5000');
  await openOriginalsPage(page, BRAND, 'dice');
  await rollDiceWith(page, '250');
  const claimDay = await finishedYesterday(ZONE);
  await placePastStake(BRAND, member.username, claimDay, 250_000);
  return { ...member, claimDay };
}

test.describe('the daily rebate', () => {
  test('a player sees today’s accrual after playing Dice, and a finished day claimed twice at once is paid once (English, desktop)', async ({ page, context }) => {
    test.setTimeout(300_000);
    await useLanguage(page, 'en');
    const { username, password, claimDay } = await playerWithPlay(page);
    await openRebateFromMenu(page);

    // today: ৳250 of in-house games at 0.40% is ৳1.00
    const inHouse = page.getByTestId('rebates-today-lines-BGS');
    await expect(inHouse).toContainText(word('en', 'common', 'gameType.BGS'));
    await expect(inHouse).toContainText('৳250.00');
    await expect(inHouse).toContainText('0.40%');
    await expect(page.getByTestId('rebates-today-amount')).toHaveAttribute('data-amount-minor', '100');

    // the finished day: ৳2,500 at 0.40% is ৳10.00, claimable
    const claim = page.getByTestId(`rebates-claim-${claimDay}`);
    await expect(claim).toHaveText('Claim ৳10.00');
    await keepShot(page, 'rebate-en-desktop-before');

    // the balance as it stands now: the header read it before yesterday's stake was placed
    await page.reload();
    await expect(page.getByTestId(`rebates-claim-${claimDay}`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await headerBalanceMinor(page);

    // the same page in a second tab (a tab keeps its own session, so it logs in too); both press claim, the first one twice
    const second = await context.newPage();
    await loginWithPassword(second, BRAND, username, password);
    await expectLoggedIn(second);
    await dismissLoginSteps(second);
    await openRebatePage(second, BRAND);
    await Promise.all([claim.dblclick(), second.getByTestId(`rebates-claim-${claimDay}`).click()]);
    await expect(page.getByTestId('rebates-claim-message')).toHaveAttribute('data-tone', 'success');
    await expect(second.getByTestId('rebates-claim-message')).toHaveAttribute('data-tone', 'success');
    await expect(page.getByTestId('rebates-claim-message')).toContainText('৳10.00');
    await expect(page.getByTestId(`rebates-claimable-${claimDay}`)).toHaveCount(0);
    await second.close();

    // paid once: one line in the history, and the balance up by ৳10.00 exactly
    await page.reload();
    await expect(page.getByTestId('rebates-page')).toBeVisible();
    await expect(page.getByTestId(`rebates-history-${claimDay}`)).toHaveAttribute('data-mode', 'CLAIM');
    await expect(page.getByTestId('rebates-history').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('rebates-history-total')).toHaveText('Paid in all: ৳10.00');
    await expect(page.getByTestId('rebates-claimable-empty')).toBeVisible();
    await expect.poll(() => headerBalanceMinor(page)).toBe(before + 1_000);
    await keepShot(page, 'rebate-en-desktop-claimed');
  });

  test('a player claims a finished day on a phone, in Bengali, with every word Bengali and nothing wider than the phone', async ({ page }) => {
    test.setTimeout(300_000);
    await useLanguage(page, 'bn');
    const { username, claimDay } = await playerWithPlay(page);
    await page.setViewportSize(PHONE);
    await openRebatePage(page, BRAND);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(word('bn', 'rebates', 'page.title'));
    await expect(page.getByTestId('rebates-today-lines-BGS')).toContainText('০.৪০%');
    const claim = page.getByTestId(`rebates-claim-${claimDay}`);
    await expect(claim).toHaveText('৳১০.০০ দাবি করুন');
    await page.waitForLoadState('networkidle');
    // the page's own words and figures; the header and footer around it are the Bengali pages journey's
    const leaks = latinLeaks(await shownTexts(page), ['Shonali', username]).filter((leak) => leak.where.includes('rebates'));
    expect(leaks, JSON.stringify(leaks)).toEqual([]);
    expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)).toBeLessThanOrEqual(0);
    await keepShot(page, 'rebate-bn-phone-before');

    await claim.click();
    await expect(page.getByTestId('rebates-claim-message')).toHaveAttribute('data-tone', 'success');
    await expect(page.getByTestId('rebates-claim-message')).toContainText('৳১০.০০');
    await expect(page.getByTestId(`rebates-history-${claimDay}`)).toContainText(word('bn', 'rebates', 'history.mode.CLAIM'));
    await expect(page.getByTestId('rebates-history').locator('li')).toHaveCount(1);
    await keepShot(page, 'rebate-bn-phone-claimed');
  });

  test('a brand with manual rebate off offers no manual rebate', async ({ page }) => {
    const brand = 'northstar';
    const member = { username: uniqueUsername('norebate'), password: 'Cash#2026out' };
    await createMember(brand, member);
    await loginWithPassword(page, brand, member.username, member.password);
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await page.getByTestId('header-account-menu').click();
    await expect(page.getByTestId('header-account-menu-panel')).toBeVisible();
    await expect(page.getByTestId('header-menu-transferFund')).toBeVisible();
    await expect(page.getByTestId('header-menu-manualRebate')).toHaveCount(0);
    await page.goto(brandUrl(brand, '/member'));
    await expect(page.getByTestId('member-centre-nav')).toBeVisible();
    await expect(page.getByTestId('member-nav-securityCenter')).toBeVisible();
    await expect(page.getByTestId('member-nav-manualRebate')).toHaveCount(0);
  });
});
