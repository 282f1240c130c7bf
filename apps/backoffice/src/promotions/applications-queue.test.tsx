import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { boDecidePromotionApplication, boGetPromotionApplicationImages, boGetPromotionApplications, type PromotionApplication } from '@croupier/contract';
import { operator } from '../../testing/fixtures';
import { TINY_PNG_BASE64, applicationOf } from '../../testing/promotion-fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';

const supervisor = operator({ id: '2', username: 'supervisor1', displayName: 'Supervisor One', role: 'SUPERVISOR' });

let platform: StubPlatform;
let applications: PromotionApplication[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerSession(platform, supervisor);
  applications = [
    applicationOf({ remark: '<b>Round 9917</b><img src=x onerror="window.hacked = true"> paid 500×' }),
    applicationOf({ entryId: '502', merchantCode: 'NORTHSTAR', username: 'jane', promotionTitle: 'Screenshot contest', imageCount: 0, remark: '' }),
  ];
  platform.answer(boGetPromotionApplications, (request) => {
    const status = request.query.get('status') ?? 'APPLYING';
    const brand = request.query.get('merchantCode');
    return { value: { applications: applications.filter((each) => each.status === status && (!brand || each.merchantCode === brand)), page: 1, totalPages: 1 } };
  });
  platform.answer(boGetPromotionApplicationImages, () => ({
    value: {
      images: [
        { contentType: 'image/png' as const, dataBase64: TINY_PNG_BASE64, width: 1280, height: 720 },
        { contentType: 'image/jpeg' as const, dataBase64: TINY_PNG_BASE64, width: 640, height: 960 },
        // bytes written as a list of numbers are no picture: the console shows nothing of them
        { contentType: 'image/png' as const, dataBase64: '137,80,78,71,13,10,26,10', width: 10, height: 10 },
      ],
    },
  }));
});

const cardOf = (entryId: string) => screen.getAllByTestId('application-card').find((each) => each.dataset.entryId === entryId) as HTMLElement;
const dialogButton = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

describe('the review queue of promotion applications', () => {
  it('lists what waits across the operator’s brands, the remark as plain text and the images as pictures with their sizes', async () => {
    renderConsole(platform, '/promotion-applications', supervisor);
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(2));
    const asked = platform.requestsFor(boGetPromotionApplications)[0]?.query;
    expect(asked?.has('merchantCode')).toBe(false);
    expect(asked?.get('status')).toBe('APPLYING');

    const card = cardOf('501');
    const remark = within(card).getByTestId('application-remark');
    expect(remark.textContent).toBe('<b>Round 9917</b><img src=x onerror="window.hacked = true"> paid 500×');
    expect(remark.querySelector('b, img')).toBeNull();
    expect(card.textContent).toContain('Shonali · #501');

    const thumbs = await within(card).findAllByTestId('application-image');
    expect(thumbs).toHaveLength(2);
    expect(within(card).getAllByTestId('application-image-size').map((each) => each.textContent)).toEqual(['1280×720', '640×960']);
    expect(thumbs[0]?.querySelector('img')?.getAttribute('src')).toBe(`data:image/png;base64,${TINY_PNG_BASE64}`);
    expect(thumbs[1]?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(platform.requestsFor(boGetPromotionApplicationImages)[0]?.params).toEqual({ entryId: '501' });
    expect(within(card).getByTestId('application-images-unreadable').textContent).toBe('1 image did not come as a PNG or JPEG picture and is not shown.');

    fireEvent.click(thumbs[1] as HTMLElement);
    const full = await screen.findByTestId('application-image-full');
    expect(full.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(screen.getByRole('dialog').textContent).toContain('640 × 960 pixels');
    expect(screen.getByRole('dialog').textContent).toContain('Image 2 of 2 from rahim42');

    // an application without images asks for none
    expect(within(cardOf('502')).getByText('No images.')).toBeTruthy();
    expect(platform.requestsFor(boGetPromotionApplicationImages).every((request) => request.params.entryId === '501')).toBe(true);
  });

  it('approves after asking, and rejects only with the reason the member will read', async () => {
    platform.answer(boDecidePromotionApplication, (request) => {
      const body = request.body as { approve: boolean; reason?: string };
      const decided = applicationOf({ status: body.approve ? 'ISSUED' : 'REJECTED', decidedBy: 'supervisor1', rejectReason: body.reason ?? null, paidMinor: body.approve ? 50_000 : 0 });
      applications = applications.map((each) => (each.entryId === request.params.entryId ? { ...decided, entryId: each.entryId } : each));
      return { value: { application: decided } };
    });
    renderConsole(platform, '/promotion-applications', supervisor);
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(2));

    fireEvent.click(within(cardOf('502')).getByTestId('application-reject'));
    fireEvent.click(dialogButton('Reject'));
    expect(screen.getByTestId('application-decision').textContent).toContain('Give a reason of at least 3 characters.');
    expect(platform.requestsFor(boDecidePromotionApplication)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('application-reject-reason'), { target: { value: 'The screenshot shows another account' } });
    fireEvent.click(dialogButton('Reject'));
    await waitFor(() => expect(platform.requestsFor(boDecidePromotionApplication)).toHaveLength(1));
    expect(platform.requestsFor(boDecidePromotionApplication)[0]?.params).toEqual({ entryId: '502' });
    expect(platform.requestsFor(boDecidePromotionApplication)[0]?.body).toEqual({ approve: false, reason: 'The screenshot shows another account' });
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(1));

    fireEvent.click(within(cardOf('501')).getByTestId('application-approve'));
    expect(screen.getByTestId('application-decision').textContent).toContain('Approve the application of rahim42 to “Big win bonus”? The reward is paid at once');
    fireEvent.click(dialogButton('Approve and pay'));
    await waitFor(() => expect(platform.requestsFor(boDecidePromotionApplication)).toHaveLength(2));
    expect(platform.requestsFor(boDecidePromotionApplication)[1]?.body).toEqual({ approve: true });
    expect(await screen.findByTestId('applications-empty')).toBeTruthy();

    fireEvent.click(screen.getByTestId('applications-status-ISSUED'));
    const paid = await screen.findByTestId('application-paid');
    expect(paid.textContent).toBe('Paid ৳500.00');
  });

  it('narrows the queue to one brand, and shows a refusal in words', async () => {
    platform.answer(boDecidePromotionApplication, () => ({ failure: { code: 'PROMOTION_BUDGET_SPENT', message: 'budget spent' } }));
    renderConsole(platform, '/promotion-applications?brand=shonali', supervisor);
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(1));
    expect(platform.requestsFor(boGetPromotionApplications).every((request) => request.query.get('merchantCode') === 'SHONALI')).toBe(true);
    expect((screen.getByTestId('applications-brand') as HTMLSelectElement).value).toBe('shonali');

    fireEvent.click(within(cardOf('501')).getByTestId('application-approve'));
    fireEvent.click(dialogButton('Approve and pay'));
    expect((await screen.findByTestId('application-refusal')).textContent).toBe("The promotion's budget cannot pay this reward.");

    fireEvent.click(dialogButton('Cancel'));
    fireEvent.change(screen.getByTestId('applications-brand'), { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(2));
  });
});
