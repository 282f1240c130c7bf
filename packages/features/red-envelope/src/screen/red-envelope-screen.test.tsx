import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getMyRedEnvelopeGrabs, getRedEnvelopePools, grabRedEnvelope, type MemberRedEnvelopePool } from '@croupier/contract';
import { createI18n } from '@croupier/i18n';
import { renderFeature } from '../../testing/render-feature';
import { RED_ENVELOPE_MESSAGE_CODES } from '../parts/error-text';
import { RedEnvelopeScreen } from './red-envelope-screen';

const BDT = { code: 'BDT', symbol: '৳', scale: 2 };
const ZONE = 'Asia/Dhaka';

const pool = (overrides: Partial<MemberRedEnvelopePool> = {}): MemberRedEnvelopePool => ({
  poolId: '7',
  titles: { en: 'Lucky Sunday', bn: 'শুভ রবিবার' },
  totalMinor: 100_000,
  envelopeCount: 10,
  minMinor: 1_000,
  remainingCount: 6,
  startsAt: '2026-11-29T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  phase: 'OPEN',
  eligibility: 'ALL_MEMBERS',
  eligible: true,
  seedSha256: 'a'.repeat(64),
  seed: null,
  myGrab: null,
  ...overrides,
});

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  platform.answer(getMyRedEnvelopeGrabs, () => ({ value: { grabs: [], page: 1, totalPages: 1 } }));
});

describe('the red-envelope page', () => {
  it('opens an envelope and shows its amount, what is left and the seed’s hash', async () => {
    platform.answer(getRedEnvelopePools, () => ({ value: { pools: [pool()] } }));
    platform.answer(grabRedEnvelope, () => ({
      value: { grab: { poolId: '7', envelopeIndex: 4, amountMinor: 12_345, grabbedAt: '2026-11-29T06:00:00.000Z' }, pool: pool({ remainingCount: 5 }) },
    }));
    renderFeature(<RedEnvelopeScreen currency={BDT} timeZone={ZONE} />, { platform });
    const card = await screen.findByTestId('red-envelope-pool');
    expect(within(card).getByTestId('red-envelope-hash').textContent).toBe('a'.repeat(64));
    expect(within(card).getByTestId('red-envelope-seed-hidden')).toBeTruthy();
    fireEvent.click(within(card).getByTestId('red-envelope-grab'));
    expect((await within(card).findByTestId('red-envelope-amount')).textContent).toContain('123.45');
    expect(within(card).getByTestId('red-envelope-mine').getAttribute('data-amount-minor')).toBe('12345');
    expect(platform.requestsFor(grabRedEnvelope)).toHaveLength(1);
  });

  it('says why an envelope cannot be opened, in the player’s language', async () => {
    platform.answer(getRedEnvelopePools, () => ({ value: { pools: [pool()] } }));
    platform.answer(grabRedEnvelope, () => ({ failure: { status: 409, code: 'RED_ENVELOPE_EMPTY', message: 'none left' } }));
    renderFeature(<RedEnvelopeScreen currency={BDT} timeZone={ZONE} />, { platform, language: 'bn' });
    const card = await screen.findByTestId('red-envelope-pool');
    fireEvent.click(within(card).getByTestId('red-envelope-grab'));
    expect((await within(card).findByTestId('red-envelope-error')).textContent).toBe('সব খাম নেওয়া হয়ে গেছে।');
  });

  it('offers nothing to open before the window, to a member not eligible, or after a grab', async () => {
    platform.answer(getRedEnvelopePools, () => ({
      value: {
        pools: [
          pool({ poolId: '1', phase: 'UPCOMING' }),
          pool({ poolId: '2', eligibility: 'DEPOSITORS', eligible: false }),
          pool({ poolId: '3', myGrab: { poolId: '3', envelopeIndex: 0, amountMinor: 500, grabbedAt: '2026-11-29T06:00:00.000Z' } }),
          pool({ poolId: '4', phase: 'OVER', seed: 'b'.repeat(64) }),
        ],
      },
    }));
    renderFeature(<RedEnvelopeScreen currency={BDT} timeZone={ZONE} />, { platform });
    const cards = await screen.findAllByTestId('red-envelope-pool');
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(within(card).queryByTestId('red-envelope-grab')).toBeNull();
    expect(within(cards[3] as HTMLElement).getByTestId('red-envelope-seed').textContent).toBe('b'.repeat(64));
  });

  it('has words for every refusal it names, in both languages', async () => {
    for (const language of ['bn', 'en'] as const) {
      const i18n = createI18n(language, language);
      await i18n.loadNamespaces('redEnvelope');
      for (const code of [...RED_ENVELOPE_MESSAGE_CODES, 'unknown']) expect(i18n.exists(`redEnvelope:errors.${code}`), `${language} ${code}`).toBe(true);
    }
  });
});
