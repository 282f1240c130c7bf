import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { boApproveRedEnvelopePool, boCreateRedEnvelopePool, boGetRedEnvelopePools, type ConsoleRedEnvelopePool } from '@croupier/contract';
import { operator } from '../../testing/fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';

const supervisor = operator({ id: '2', username: 'supervisor1', displayName: 'Supervisor One', role: 'SUPERVISOR' });

function poolOf(overrides: Partial<ConsoleRedEnvelopePool> = {}): ConsoleRedEnvelopePool {
  return {
    poolId: '11',
    merchantCode: 'SHONALI',
    titleEn: 'Lucky Sunday',
    titleBn: 'শুভ রবিবার',
    totalMinor: 100_000,
    envelopeCount: 10,
    minMinor: 1_000,
    startsAt: '2026-11-29T00:00:00.000Z',
    endsAt: '2026-11-30T00:00:00.000Z',
    eligibility: 'ALL_MEMBERS',
    status: 'PENDING',
    phase: 'OPEN',
    seedSha256: 'c'.repeat(64),
    seed: null,
    createdBy: 'supervisor2',
    createdAt: '2026-11-29T00:00:00.000Z',
    approvedBy: null,
    approvedAt: null,
    fundedMinor: 0,
    grabbedMinor: 0,
    grabbedCount: 0,
    leftMinor: 0,
    leftCount: 10,
    closedAt: null,
    closeReason: null,
    closedBy: null,
    returnedMinor: null,
    ...overrides,
  };
}

let platform: StubPlatform;
let pools: ConsoleRedEnvelopePool[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerSession(platform, supervisor);
  pools = [poolOf()];
  platform.answer(boGetRedEnvelopePools, () => ({ value: { pools, page: 1, totalPages: 1 } }));
});

describe('the console’s red-envelope pools', () => {
  it('previews the split, sends the pool in minor units, and funds a pool on approval after asking', async () => {
    platform.answer(boCreateRedEnvelopePool, (request) => {
      const made = poolOf({ poolId: '12', titleEn: (request.body as { titleEn: string }).titleEn, createdBy: 'supervisor1' });
      pools = [made, ...pools];
      return { value: { pool: made } };
    });
    platform.answer(boApproveRedEnvelopePool, () => {
      pools = pools.map((pool) => (pool.poolId === '11' ? { ...pool, status: 'OPEN', approvedBy: 'supervisor1', fundedMinor: 100_000, leftMinor: 100_000 } : pool));
      return { value: { pool: pools.find((pool) => pool.poolId === '11') as ConsoleRedEnvelopePool } };
    });
    renderConsole(platform, '/shonali/red-envelopes', supervisor);
    await screen.findByTestId('pool-table');

    fireEvent.change(screen.getByTestId('pool-title-en'), { target: { value: 'Eid rain' } });
    fireEvent.change(screen.getByTestId('pool-title-bn'), { target: { value: 'ঈদের বৃষ্টি' } });
    fireEvent.change(screen.getByTestId('pool-total'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('pool-envelopes'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('pool-minimum'), { target: { value: '6' } });
    expect(screen.getByTestId('pool-preview').dataset.valid).toBe('false');
    fireEvent.change(screen.getByTestId('pool-minimum'), { target: { value: '1' } });
    expect(screen.getByTestId('pool-preview').dataset.valid).toBe('true');
    expect(screen.getByTestId('pool-preview').textContent).toContain('৳5.00');
    fireEvent.click(screen.getByTestId('pool-submit'));
    await waitFor(() => expect(platform.requestsFor(boCreateRedEnvelopePool)).toHaveLength(1));
    expect(platform.requestsFor(boCreateRedEnvelopePool)[0]?.body).toMatchObject({ merchantCode: 'SHONALI', totalMinor: 5_000, envelopeCount: 10, minMinor: 100, eligibility: 'ALL_MEMBERS' });

    const row = await waitFor(() => {
      const found = screen.getAllByTestId('pool-row').find((each) => each.dataset.poolId === '11');
      if (!found) throw new Error('no row 11 yet');
      return found;
    });
    fireEvent.click(within(row).getByTestId('pool-approve'));
    expect(screen.getByTestId('pool-step-dialog').textContent).toContain('৳1,000.00 moves from PROMOTIONS');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and fund' }));
    await waitFor(() => expect(platform.requestsFor(boApproveRedEnvelopePool)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('pool-row').find((each) => each.dataset.poolId === '11')?.dataset.status).toBe('OPEN'));
  });

  it('shows the platform’s refusal in words when the maker approves their own pool', async () => {
    platform.answer(boApproveRedEnvelopePool, () => ({ failure: { status: 409, code: 'SECOND_APPROVER_REQUIRED', message: 'another operator must approve it' } }));
    renderConsole(platform, '/shonali/red-envelopes', supervisor);
    const row = await screen.findByTestId('pool-row');
    fireEvent.click(within(row).getByTestId('pool-approve'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and fund' }));
    expect((await within(screen.getByTestId('pool-step-dialog')).findByRole('alert')).textContent).toMatch(/Another operator/);
  });
});
