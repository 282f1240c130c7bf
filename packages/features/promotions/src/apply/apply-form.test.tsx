import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { applyPromotion, getPromotion, type MemberPromotion } from '@croupier/contract';
import { BDT, entry, promotion } from '../../testing/fixtures';
import { renderPromotions } from '../../testing/render-promotions';
import { PromotionDetailScreen } from '../detail/promotion-detail-screen';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
const MIB = 1024 * 1024;

const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const jpeg = (name: string) => new File([JPEG], name, { type: 'image/jpeg' });

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
});

const application = (overrides: Partial<MemberPromotion> = {}) => promotion({ promotionId: '21', kind: 'APPLICATION', category: 'CASINO', title: 'Big win bonus', ...overrides });

async function openForm(shown: MemberPromotion = application(), language: 'en' | 'bn' = 'en') {
  platform.answer(getPromotion, () => ({ value: { promotion: shown, currency: BDT } }));
  renderPromotions(<PromotionDetailScreen promotionId={shown.promotionId} />, { platform, language, path: `/promotions/${shown.promotionId}` });
  return screen.findByTestId('apply-form');
}

const choose = (files: File[]) => fireEvent.change(screen.getByTestId('apply-image-input'), { target: { files } });
const typeRemark = (text: string) => fireEvent.change(screen.getByTestId('apply-remark'), { target: { value: text } });

describe('the application form', () => {
  it('counts the remark as it is typed and refuses 141 characters before sending', async () => {
    await openForm();
    typeRemark('a'.repeat(140));
    expect(screen.getByTestId('apply-remark-count').textContent).toBe('140 / 140');
    typeRemark('a'.repeat(141));
    expect(screen.getByTestId('apply-remark-count').dataset.length).toBe('141');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('apply-remark-error')).textContent).toBe('The remark is 141 characters long; it may be at most 140.');
    expect(platform.requestsFor(applyPromotion)).toHaveLength(0);
  });

  it('says the same in Bengali, in Bengali digits', async () => {
    await openForm(application(), 'bn');
    typeRemark('ক'.repeat(141));
    expect(screen.getByTestId('apply-remark-count').textContent).toBe('১৪১ / ১৪০');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('apply-remark-error')).textContent).toBe('মন্তব্যটি ১৪১ অক্ষরের; সর্বোচ্চ ১৪০ অক্ষর লেখা যাবে।');
  });

  it('takes three images with thumbnails and refuses a fourth', async () => {
    await openForm();
    choose([png('one.png'), jpeg('two.jpg'), png('three.png'), png('four.png')]);
    await waitFor(() => expect(screen.getAllByTestId('apply-image')).toHaveLength(3));
    expect(screen.getAllByTestId('apply-image').map((tile) => tile.querySelector('img')?.getAttribute('alt'))).toEqual(['one.png', 'two.jpg', 'three.png']);
    expect(screen.getAllByTestId('apply-image')[1]?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const refusals = screen.getByTestId('apply-image-errors');
    expect(refusals.textContent).toBe('four.png was not added: at most 3 images.');
    // full: no slot to add another until one is removed
    expect(screen.queryByTestId('apply-image-input')).toBeNull();
    fireEvent.click(within(screen.getAllByTestId('apply-image')[0] as HTMLElement).getByTestId('apply-image-remove'));
    expect(screen.getAllByTestId('apply-image')).toHaveLength(2);
    expect(screen.getByTestId('apply-image-input')).toBeTruthy();
  });

  it('refuses a GIF and a 6 MB picture, naming each and why', async () => {
    await openForm();
    choose([new File([GIF], 'funny.gif', { type: 'image/gif' }), new File([new Uint8Array(6 * MIB)], 'huge.png', { type: 'image/png' })]);
    const refusals = await screen.findByTestId('apply-image-errors');
    expect(Array.from(refusals.querySelectorAll('li'), (item) => item.textContent)).toEqual(['funny.gif is not a PNG or JPG image.', 'huge.png is 6 MB; each image may be at most 5 MB.']);
    expect(screen.queryAllByTestId('apply-image')).toHaveLength(0);
  });

  it('judges a file the phone gave no type by its bytes', async () => {
    await openForm();
    choose([new File([GIF], 'renamed.png', { type: '' })]);
    expect((await screen.findByTestId('apply-image-errors')).textContent).toBe('renamed.png is not a PNG or JPG image.');
  });

  it('sends the remark and two images once, and shows that it was sent', async () => {
    const open = application();
    await openForm(open);
    platform.answer(applyPromotion, () => {
      const applying = { ...open, state: 'APPLYING' as const, entry: entry({ status: 'APPLYING', imageCount: 2, remark: 'Round 77' }) };
      platform.answer(getPromotion, () => ({ value: { promotion: applying, currency: BDT } }));
      return { value: { promotion: applying } };
    });
    typeRemark('Round 77');
    choose([png('win.png'), jpeg('ticket.jpg')]);
    await waitFor(() => expect(screen.getAllByTestId('apply-image')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('apply-sent')).textContent).toContain('Your application has been sent');
    const [sent] = platform.requestsFor(applyPromotion);
    const body = sent?.body as { requestId: string; remark: string; images: { contentType: string; dataBase64: string }[] };
    expect(body.remark).toBe('Round 77');
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(body.images).toEqual([
      { contentType: 'image/png', dataBase64: Buffer.from(PNG).toString('base64') },
      { contentType: 'image/jpeg', dataBase64: Buffer.from(JPEG).toString('base64') },
    ]);
    expect(sent?.params.promotionId).toBe('21');
    expect(screen.getByTestId('promotion-detail').dataset.state).toBe('APPLYING');
    expect(screen.getByTestId('promotion-applying')).toBeTruthy();
  });

  it('keeps one request id across the retries of one attempt, and takes a fresh one for the next', async () => {
    await openForm();
    platform.answer(applyPromotion, () => ({ failure: { code: 'INTERNAL', message: 'down', status: 503 } }));
    typeRemark('Round 77');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('apply-error')).textContent).toContain('safe');
    // the press again after no answer is the same attempt
    await waitFor(() => expect(screen.getByTestId('apply-submit').getAttribute('aria-busy')).toBeNull());
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(platform.requestsFor(applyPromotion).length).toBeGreaterThanOrEqual(4));
    await waitFor(() => expect(screen.getByTestId('apply-submit').getAttribute('aria-busy')).toBeNull());
    const ids = () => platform.requestsFor(applyPromotion).map((request) => (request.body as { requestId: string }).requestId);
    expect(new Set(ids()).size).toBe(1);
    // a refusal settles the attempt: the next press is a new one
    platform.answer(applyPromotion, () => ({ failure: { code: 'PROMOTION_IMAGE_INVALID', message: 'bad image', fields: [{ field: 'images.1', message: 'not a whole PNG' }] } }));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(screen.getByTestId('apply-error').textContent).toBe('Image 2 could not be accepted. Please send a whole PNG or JPG image of at most 5 MB.'));
    expect(new Set(ids()).size).toBe(1);
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(new Set(ids()).size).toBe(2));
  });

  it('shows the operator’s reason after a refusal, and opens the form again on “apply again”', async () => {
    platform.answer(getPromotion, () => ({ value: { promotion: application({ state: 'REJECTED', entry: entry({ status: 'REJECTED', rejectReason: 'Blurry picture' }) }), currency: BDT } }));
    renderPromotions(<PromotionDetailScreen promotionId="21" />, { platform, path: '/promotions/21' });
    expect((await screen.findByTestId('promotion-rejected')).textContent).toBe('Not approved: Blurry picture');
    expect(screen.queryByTestId('apply-form')).toBeNull();
    fireEvent.click(screen.getByTestId('promotion-apply'));
    expect(await screen.findByTestId('apply-form')).toBeTruthy();
  });

  it('asks a guest to log in to apply, with no form', async () => {
    platform.answer(getPromotion, () => ({ value: { promotion: application({ signedIn: false }), currency: BDT } }));
    let logins = 0;
    renderPromotions(<PromotionDetailScreen promotionId="21" />, { platform, role: 'guest', openLogin: () => (logins += 1), path: '/promotions/21' });
    fireEvent.click(await screen.findByTestId('promotion-apply'));
    expect(logins).toBe(1);
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });
});
