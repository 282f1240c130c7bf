import { expect, test, type Browser, type Page } from '@playwright/test';
import { agentLogin, brandMoneyText, brandPercentText, changeInitialPassword, msToNextRealtimeBoundary, openAgentPage, registerDownline } from '../support/agent-steps';
import { betDiceFor, depositConfirmed } from '../support/cashier-steps';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword, passFirstLoginStep } from '../support/account-steps';
import { createMember, grantAgentContract, uniqueUsername } from '../support/ops-api';
import { brandUrl } from '../support/server';

/** Each brand's journey, with a manual deposit channel it offers. */
const JOURNEYS = [
  { brand: 'northstar', channel: 'ROCKET' },
  { brand: 'shonali', channel: 'BKASH' },
] as const;
const PASSWORD = 'Agent#2026run';
const INITIAL = 'Start#2026now';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

// The brands' journeys wait for the same period ends, so they wait side by side.
test.describe.configure({ mode: 'parallel' });

for (const { brand: BRAND, channel: CHANNEL } of JOURNEYS) {
  test.describe(`the agent portal of ${BRAND}`, () => {
    test('an agent registers a downline agent who must change the initial password, offers it a real-time salary it accepts, and after play both see the period paid', async ({ browser }) => {
      test.setTimeout(3 * 60_000);
      const top = { username: uniqueUsername('boss'), password: PASSWORD };
      await createMember(BRAND, { ...top, type: 1 });
      await grantAgentContract(BRAND, top.username, { kind: 'REALTIME', ratePpm: 20_000 });

      // The top agent at its own door, then the back office: its clock ticks every second.
      const boss = await newPage(browser);
      await agentLogin(boss, BRAND, top.username, top.password);
      await passFirstLoginStep(boss, boss.getByTestId('agent-header'));
      await dismissLoginSteps(boss);
      await expect(boss).toHaveURL(/\/agentHome/);
      await expect(boss.getByTestId('agent-home-nickname')).toContainText(top.username);
      await expect(boss.getByTestId('agent-gmt-offset')).toHaveText(BRAND === 'shonali' ? 'জিএমটি+৬' : 'GMT+6');
      const firstTick = await boss.getByTestId('agent-clock-time').textContent();
      await expect(boss.getByTestId('agent-clock-time')).not.toHaveText(firstTick ?? '', { timeout: 3_000 });

      // A downline agent with an initial password.
      const sub = { username: uniqueUsername('sub'), password: PASSWORD };
      await registerDownline(boss, 'agent', sub.username, INITIAL);

      // The offer: 1% real-time salary, at most the 2% the top agent holds.
      await openAgentPage(boss, 'agentRealtimeSalary');
      const offerForm = boss.getByTestId('agent-offer-form');
      await offerForm.getByTestId('agent-offer-downline').fill(sub.username);
      await offerForm.getByTestId('agent-offer-rate').fill('1');
      await offerForm.getByTestId('agent-offer-submit').click();
      await expect(boss.getByTestId('agent-offer-outcome')).toHaveAttribute('role', 'status');

      // The downline's first login changes the initial password, and the popup shows the offer.
      const downline = await newPage(browser);
      await agentLogin(downline, BRAND, sub.username, INITIAL);
      await changeInitialPassword(downline, INITIAL, sub.password);
      await downline.goto(brandUrl(BRAND, '/agentHome'));
      await expect(downline.getByTestId('agent-header')).toBeVisible();
      await dismissLoginSteps(downline);
      const popup = downline.getByTestId('agent-contract-popup');
      await expect(popup).toBeVisible();
      await expect(popup.getByTestId('agent-request')).toContainText(brandPercentText(BRAND, 1));
      await popup.getByTestId('agent-request-accept').click();
      await expect(popup.getByTestId('agent-request')).toHaveCount(0);
      await downline.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
      // The contract is in force on the downline's own page.
      await openAgentPage(downline, 'agentRealtimeSalary');
      await expect(downline.getByTestId('agent-contract-held')).toHaveAttribute('data-status', 'ACTIVE');

      // A player in the downline's team plays.
      const player = { username: uniqueUsername('tp'), password: PASSWORD };
      await registerDownline(downline, 'player', player.username, INITIAL);
      const play = await newPage(browser);
      await loginWithPassword(play, BRAND, player.username, INITIAL);
      await changeInitialPassword(play, INITIAL, player.password);
      await expectLoggedIn(play);
      await dismissLoginSteps(play);
      await depositConfirmed(play, CHANNEL, '500');
      await betDiceFor(play, BRAND, '50', 5_000, 10_000);

      // A real-time period is 5 minutes and is settled once it has ended: the journey waits for one.
      test.setTimeout(test.info().timeout + 8 * 60_000);
      // After the period ends (and the scheduler's next pass), the downline sees its salary paid: 1% of
      // the 100 its team staked (in one period, or two if the play crossed a boundary).
      await openAgentPage(downline, 'agentRealtimeSalary');
      await downline.waitForTimeout(msToNextRealtimeBoundary() + 2_000);
      // Each look after a reload allows the page the time a busy two-core machine needs to draw it.
      await expect(async () => {
        await downline.reload();
        await expect(downline.getByTestId('agent-row').first()).toHaveAttribute('data-status', 'PAID', { timeout: 10_000 });
        await expect(downline.getByTestId('agent-total-paid')).toContainText(brandMoneyText(BRAND, 100), { timeout: 10_000 });
        await expect(downline.getByTestId('agent-total-owed')).toContainText(brandMoneyText(BRAND, 0), { timeout: 10_000 });
      }).toPass({ timeout: 150_000, intervals: [5_000] });

      // The top agent sees its own pay from the platform: 2% of its whole team's 100.
      await openAgentPage(boss, 'agentRealtimeSalary');
      await expect(async () => {
        await boss.reload();
        await expect(boss.getByTestId('agent-total-paid')).toContainText(brandMoneyText(BRAND, 200), { timeout: 10_000 });
      }).toPass({ timeout: 120_000, intervals: [5_000] });
      await openAgentPage(boss, 'agentRevenueReport');
      await expect(boss.getByTestId('agent-total-income')).toContainText(brandMoneyText(BRAND, 200));
    });
  });
}
