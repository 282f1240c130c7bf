import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { claimRebate, getRebateSummary } from '@croupier/contract';
import { answerRebates, autoSummary, manualSummary } from '../../testing/fixtures';
import { renderRebates } from '../../testing/render-rebates';
import { RebateScreen } from './rebate-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

async function openPage(language: 'bn' | 'en' = 'en') {
  const view = renderRebates(<RebateScreen />, { platform, language });
  await screen.findByTestId('rebates-page');
  return view;
}

describe('the manual rebate page', () => {
  it('shows today’s accrual by game type, the days to claim and an empty history', async () => {
    answerRebates(platform, manualSummary());
    await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manual rebate');
    expect(text('rebates-cap')).toBe('Daily cap ৳16,888.00');
    expect(text('rebates-today-amount')).toBe('৳60.00');
    const slots = within(screen.getByTestId('rebates-today-lines-RNG'));
    expect(slots.getByText('Slots')).toBeTruthy();
    expect(slots.getByText('৳10,000.00')).toBeTruthy();
    expect(slots.getByText('0.40%')).toBeTruthy();
    expect(slots.getByText('৳40.00')).toBeTruthy();
    expect(within(screen.getByTestId('rebates-today-lines-BGS')).getByText('In-house Games')).toBeTruthy();
    expect(text('rebates-today-lines-total')).toBe('৳60.00');
    expect(text('rebates-claim-2026-11-28')).toBe('Claim ৳70.00');
    expect(text('rebates-claim-2026-11-26')).toBe('Claim ৳7.00');
    expect(screen.getByTestId('rebates-claimable-2026-11-28').textContent).toContain('Nov 28, 2026');
    expect(await screen.findByTestId('rebates-history-empty')).toBeTruthy();
  });

  it('claims a day with one press: the day moves to the history and the member is told it is in the main wallet', async () => {
    answerRebates(platform, manualSummary());
    await openPage();
    fireEvent.click(screen.getByTestId('rebates-claim-2026-11-28'));
    expect((await screen.findByTestId('rebates-claim-message')).textContent).toBe('৳70.00 for Nov 28, 2026 is in your main wallet.');
    expect(platform.requestsFor(claimRebate).map((request) => request.body)).toEqual([{ day: '2026-11-28' }]);
    await waitFor(() => expect(screen.queryByTestId('rebates-claimable-2026-11-28')).toBeNull());
    const paid = await screen.findByTestId('rebates-history-2026-11-28');
    expect(paid.dataset.mode).toBe('CLAIM');
    expect(paid.textContent).toContain('Claimed');
    expect(paid.textContent).toContain('৳70.00');
    expect(text('rebates-history-total')).toBe('Paid in all: ৳70.00');
    // the page's figures were asked for again after the claim
    expect(platform.requestsFor(getRebateSummary).length).toBeGreaterThanOrEqual(2);
  });

  it('tells the member why a claim was refused, in their language', async () => {
    answerRebates(platform, manualSummary());
    platform.answer(claimRebate, () => ({ failure: { code: 'NOT_FOUND', message: 'There is no rebate to claim' } }));
    await openPage('bn');
    fireEvent.click(screen.getByTestId('rebates-claim-2026-11-28'));
    const message = await screen.findByTestId('rebates-claim-message');
    expect(message.dataset.tone).toBe('error');
    expect(message.textContent).toBe('এই দিনে দাবি করার কিছু নেই: দিনটি এখনও শেষ হয়নি, দাবির সময় পেরিয়ে গেছে, অথবা এর বাজিতে কোনো রিবেট জমেনি।');
  });

  it('says a claim whose answer was lost may be pressed again, as a day is never paid twice', async () => {
    answerRebates(platform, manualSummary());
    platform.answer(claimRebate, () => ({ failure: { code: 'INTERNAL', message: 'boom' } }));
    await openPage();
    fireEvent.click(screen.getByTestId('rebates-claim-2026-11-26'));
    expect((await screen.findByTestId('rebates-claim-message')).textContent).toBe('We could not confirm the claim. Press claim again: a day is never paid twice.');
  });

  it('has nothing to claim on a brand that pays rebates itself, and says when it pays', async () => {
    answerRebates(platform, autoSummary());
    await openPage();
    expect(screen.getByTestId('rebates-page').dataset.mode).toBe('AUTO');
    expect(screen.queryByTestId('rebates-claimable')).toBeNull();
    expect(screen.getByText(/paid into your main wallet automatically every day at 12:00/)).toBeTruthy();
  });

  it('writes every word and number of the page in Bengali', async () => {
    answerRebates(platform, manualSummary());
    const { container } = await openPage('bn');
    await screen.findByTestId('rebates-history-empty');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ম্যানুয়াল রিবেট');
    expect(text('rebates-today-amount')).toBe('৳৬০.০০');
    expect(within(screen.getByTestId('rebates-today-lines-RNG')).getByText('০.৪০%')).toBeTruthy();
    expect(container.textContent ?? '').not.toMatch(/[A-Za-z0-9]/);
  });

  it('offers to try again when the page cannot load', async () => {
    platform.answer(getRebateSummary, () => ({ failure: { code: 'MAINTENANCE', message: 'down' } }));
    renderRebates(<RebateScreen />, { platform });
    expect((await screen.findByTestId('rebates-page-error')).textContent).toContain('Your rebate could not be loaded.');
  });
});
