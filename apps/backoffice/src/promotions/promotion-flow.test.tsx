import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { boDecidePromotion, boEndPromotion, boGetPromotion, boGetPromotions, boSubmitPromotion, type ConsolePromotion } from '@croupier/contract';
import { operator } from '../../testing/fixtures';
import { promotionOf } from '../../testing/promotion-fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';

const supervisor = operator({ id: '2', username: 'supervisor1', displayName: 'Supervisor One', role: 'SUPERVISOR' });
const cashier = operator({ id: '5', username: 'cashier1', displayName: 'Cashier One', role: 'CASHIER' });
const colleague = operator({ id: '3', username: 'supervisor2', displayName: 'Supervisor Two', role: 'SUPERVISOR' });

let platform: StubPlatform;
let promotion: ConsolePromotion;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerSession(platform, supervisor);
  promotion = promotionOf();
  platform.answer(boGetPromotion, () => ({ value: { promotion } }));
  platform.answer(boGetPromotions, () => ({ value: { promotions: [promotion], page: 1, totalPages: 1 } }));
});

const dialogButton = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

describe('a promotion from draft to published and ended', () => {
  it('lists the brand’s promotions with their budget spent, entries and applications, filtered by status', async () => {
    promotion = promotionOf({ status: 'PUBLISHED', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-01-01T00:00:00.000Z', spentMinor: 4_600_000, entryCount: 31, pendingApplications: 2, submittedBy: 'supervisor2', approvedBy: 'supervisor1' });
    renderConsole(platform, '/shonali/promotions', supervisor);
    const row = await screen.findByTestId('promotion-row');
    expect(row.dataset.status).toBe('PUBLISHED');
    expect(within(row).getByTestId('promotion-budget').textContent).toContain('৳46,000.00 of ৳50,000.00');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('92');
    expect(within(row).getByTestId('promotion-entries').textContent).toBe('31');
    expect(within(row).getByTestId('promotion-pending-applications').textContent).toBe('2 to review');
    expect(row.textContent).toContain('Running now');
    expect(row.textContent).toContain('Published by supervisor1');
    // a supervisor finds the section and the review queue in the header
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/shonali/promotions');
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/promotion-applications');
    expect(platform.requestsFor(boGetPromotions)[0]?.query.get('merchantCode')).toBe('SHONALI');
    expect(platform.requestsFor(boGetPromotions)[0]?.query.has('status')).toBe(false);

    fireEvent.click(screen.getByTestId('promotion-filter-PENDING'));
    await waitFor(() => expect(platform.requestsFor(boGetPromotions).at(-1)?.query.get('status')).toBe('PENDING'));
  });

  it('tells an operator whose role does not run promotions so, and shows them no way in', async () => {
    answerSession(platform, cashier);
    renderConsole(platform, '/shonali/promotions', cashier);
    expect((await screen.findByTestId('promotions-not-allowed')).textContent).toContain('supervisors and admins');
    expect(screen.queryByRole('link', { name: 'Promotions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Applications' })).toBeNull();
    expect(platform.requestsFor(boGetPromotions)).toHaveLength(0);
  });

  it('submits a saved draft after asking, and then shows it waiting for a second operator', async () => {
    platform.answer(boSubmitPromotion, () => {
      promotion = { ...promotion, status: 'PENDING', submittedBy: 'supervisor1' };
      return { value: { promotion } };
    });
    renderConsole(platform, '/shonali/promotions/77', supervisor);
    fireEvent.click(await screen.findByTestId('promotion-submit'));
    expect(screen.getByTestId('promotion-step-dialog').textContent).toContain('Submit “Double your first deposit” for publishing? Another operator checks it and publishes it');
    fireEvent.click(dialogButton('Submit'));
    await waitFor(() => expect(platform.requestsFor(boSubmitPromotion)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('promotion-screen').dataset.status).toBe('PENDING'));
    expect(screen.queryByTestId('promotion-builder')).toBeNull();
    expect(screen.getByTestId('promotion-decide-note').textContent).toBe('You submitted this promotion: another operator must publish it or return it.');
    expect(screen.getByTestId('trail-submitted').textContent).toContain('supervisor1');
  });

  it('lets a second operator publish a submitted promotion after reading its rules and the member’s view', async () => {
    promotion = promotionOf({ status: 'PENDING', submittedBy: 'supervisor2' });
    platform.answer(boDecidePromotion, () => {
      promotion = { ...promotion, status: 'PUBLISHED', approvedBy: 'supervisor1' };
      return { value: { promotion } };
    });
    renderConsole(platform, '/shonali/promotions/77', supervisor);
    const facts = await screen.findByTestId('promotion-facts');
    expect(within(facts).getByTestId('promotion-facts-terms').textContent).toContain('Wager 20× the bonus and the deposit before it is released');
    expect(screen.getByTestId('preview-card-headline').textContent).toBe('100% bonus up to ৳5,000.00');
    expect(screen.getByTestId('promotion-decide-note').textContent).toContain('Submitted by supervisor2.');
    fireEvent.click(screen.getByTestId('promotion-publish'));
    expect(screen.getByTestId('promotion-step-dialog').textContent).toContain("it may pay up to ৳50,000.00 of the brand's money");
    fireEvent.click(dialogButton('Publish'));
    await waitFor(() => expect(platform.requestsFor(boDecidePromotion)).toHaveLength(1));
    expect(platform.requestsFor(boDecidePromotion)[0]?.body).toEqual({ approve: true });
    await waitFor(() => expect(screen.getByTestId('promotion-screen').dataset.status).toBe('PUBLISHED'));
    expect(screen.getByTestId('trail-approved').textContent).toContain('supervisor1');
    expect(screen.getByTestId('promotion-end')).toBeTruthy();
  });

  it('shows in words that the submitter cannot publish their own promotion', async () => {
    promotion = promotionOf({ status: 'PENDING', submittedBy: 'supervisor2' });
    platform.answer(boDecidePromotion, () => ({ failure: { code: 'SECOND_APPROVER_REQUIRED', message: 'another operator must decide it' } }));
    answerSession(platform, colleague);
    renderConsole(platform, '/shonali/promotions/77', colleague);
    expect((await screen.findByTestId('promotion-decide-note')).textContent).toBe('You submitted this promotion: another operator must publish it or return it.');
    fireEvent.click(screen.getByTestId('promotion-publish'));
    fireEvent.click(dialogButton('Publish'));
    expect((await screen.findByTestId('promotion-step-refusal')).textContent).toBe('You submitted this promotion: another operator must publish it or return it.');
  });

  it('returns a submitted promotion to draft only with a reason', async () => {
    promotion = promotionOf({ status: 'PENDING', submittedBy: 'supervisor2' });
    platform.answer(boDecidePromotion, () => {
      promotion = { ...promotion, status: 'DRAFT', submittedBy: null };
      return { value: { promotion } };
    });
    renderConsole(platform, '/shonali/promotions/77', supervisor);
    fireEvent.click(await screen.findByTestId('promotion-return'));
    fireEvent.click(dialogButton('Return to draft'));
    expect(screen.getByTestId('promotion-step-dialog').textContent).toContain('Give a reason of at least 3 characters.');
    expect(platform.requestsFor(boDecidePromotion)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('promotion-step-reason'), { target: { value: 'The cap is too high for this month' } });
    fireEvent.click(dialogButton('Return to draft'));
    await waitFor(() => expect(platform.requestsFor(boDecidePromotion)).toHaveLength(1));
    expect(platform.requestsFor(boDecidePromotion)[0]?.body).toEqual({ approve: false, reason: 'The cap is too high for this month' });
    expect(await screen.findByTestId('promotion-builder')).toBeTruthy();
  });

  it('ends a published promotion early with a reason, and says who ended it and why', async () => {
    promotion = promotionOf({ status: 'PUBLISHED', submittedBy: 'supervisor2', approvedBy: 'supervisor3', spentMinor: 120_000, entryCount: 4 });
    platform.answer(boEndPromotion, (request) => {
      promotion = { ...promotion, status: 'ENDED', endedBy: 'supervisor1', endReason: (request.body as { reason: string }).reason };
      return { value: { promotion } };
    });
    renderConsole(platform, '/shonali/promotions/77', supervisor);
    fireEvent.click(await screen.findByTestId('promotion-end'));
    expect(screen.getByTestId('promotion-step-dialog').textContent).toContain('deposit bonuses joined but not yet paid lapse');
    fireEvent.click(dialogButton('End the promotion'));
    expect(platform.requestsFor(boEndPromotion)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('promotion-step-reason'), { target: { value: 'Abuse by a ring of accounts' } });
    fireEvent.click(dialogButton('End the promotion'));
    await waitFor(() => expect(platform.requestsFor(boEndPromotion)).toHaveLength(1));
    expect(platform.requestsFor(boEndPromotion)[0]?.body).toEqual({ reason: 'Abuse by a ring of accounts' });
    expect((await screen.findByTestId('promotion-ended')).textContent).toContain('Ended by supervisor1. Reason: Abuse by a ring of accounts');
    expect(screen.getByTestId('trail-ended').textContent).toContain('supervisor1');
  });
});
