import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { boGetRebateReport, boGetRebateSettings, boUpdateRebateSettings, type RebateReport, type RebateSettings, type RebateSettingsInput } from '@croupier/contract';
import { DEFAULT_REBATE_RATES_PPM, GAME_TYPES } from '@croupier/domain';
import { operator } from '../../testing/fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';
import { formValuesOf, percentText, ppmOfPercent, readSettingsForm } from './settings-form';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const settings = (extra: Partial<RebateSettings> = {}): RebateSettings => ({
  merchantCode: 'SHONALI',
  mode: 'MANUAL',
  timeZone: 'Asia/Dhaka',
  rates: GAME_TYPES.map((gameType) => ({ gameType, ratePpm: DEFAULT_REBATE_RATES_PPM[gameType] })),
  dailyCapMinor: 1_688_800,
  payHour: 12,
  claimDays: 7,
  updatedAt: '2026-11-20T06:00:00.000Z',
  ...extra,
});

const report: RebateReport = {
  merchantCode: 'SHONALI',
  mode: 'MANUAL',
  currency: { code: 'BDT', symbol: '৳', scale: 2 },
  timeZone: 'Asia/Dhaka',
  days: [
    {
      day: '2026-11-28',
      paidByRunAt: null,
      members: 2,
      validBetMinor: 3_000_000,
      rebateMinor: 12_000,
      amountMinor: 12_000,
      cappedMembers: 0,
      byType: [{ gameType: 'RNG', members: 2, validBetMinor: 3_000_000, rebateMinor: 12_000 }],
    },
  ],
  totals: { members: 2, amountMinor: 12_000, validBetMinor: 3_000_000 },
};

function answerRebates(current = settings()) {
  let held = current;
  platform.answer(boGetRebateSettings, () => ({ value: held }));
  platform.answer(boUpdateRebateSettings, (request) => {
    const input = request.body as RebateSettingsInput;
    held = { ...held, rates: input.rates, dailyCapMinor: input.dailyCapMinor, payHour: input.payHour, updatedAt: '2026-11-29T06:00:00.000Z' };
    return { value: held };
  });
  platform.answer(boGetRebateReport, () => ({ value: report }));
}

beforeEach(() => {
  platform.requests.length = 0;
});

describe('the rates form', () => {
  it('reads percents with two decimals, whole caps and hours, with string arithmetic', () => {
    expect(percentText(4_000)).toBe('0.40');
    expect(percentText(50_000)).toBe('5.00');
    expect(ppmOfPercent('0.4')).toBe(4_000);
    expect(ppmOfPercent(' 0.35 ')).toBe(3_500);
    expect(ppmOfPercent('1')).toBe(10_000);
    expect(ppmOfPercent('0.355')).toBeNull();
    expect(ppmOfPercent('-1')).toBeNull();
    expect(ppmOfPercent('abc')).toBeNull();
    const values = formValuesOf(settings(), 2);
    expect(values.dailyCap).toBe('16888');
    expect(readSettingsForm('SHONALI', values, 2)).toEqual({ ok: true, input: { merchantCode: 'SHONALI', rates: settings().rates, dailyCapMinor: 1_688_800, payHour: 12 } });
    const bad = readSettingsForm('SHONALI', { ...values, rates: { ...values.rates, LIVE: '5.01', RNG: '0.405' }, dailyCap: '0', payHour: '24' }, 2);
    expect(bad).toEqual({ ok: false, problems: { rates: { LIVE: 'rateTooHigh', RNG: 'rateFormat' }, dailyCap: 'capFormat', payHour: 'hourFormat' } });
  });
});

describe('the rebate section', () => {
  it('lets a supervisor change a rate, the cap and the pay hour, and sends them in millionths and minor units', async () => {
    answerSession(platform, operator({ role: 'SUPERVISOR', username: 'sup1', displayName: 'Supervisor One' }));
    answerRebates();
    renderConsole(platform, '/shonali/rebates', operator({ role: 'SUPERVISOR' }));
    const rate = (await screen.findByTestId('rebate-rate-RNG')) as HTMLInputElement;
    expect(rate.value).toBe('0.40');
    expect(screen.getByTestId('rebate-mode').textContent).toBe('Members claim each finished day on the manual rebate page, within 7 days.');
    fireEvent.change(rate, { target: { value: '0.45' } });
    fireEvent.change(screen.getByTestId('rebate-daily-cap'), { target: { value: '20000' } });
    fireEvent.change(screen.getByTestId('rebate-pay-hour'), { target: { value: '11' } });
    fireEvent.click(screen.getByTestId('rebate-settings-save'));
    expect(await screen.findByTestId('rebate-settings-saved')).toBeTruthy();
    const sent = platform.requestsFor(boUpdateRebateSettings)[0]?.body as RebateSettingsInput;
    expect(sent).toMatchObject({ merchantCode: 'SHONALI', dailyCapMinor: 2_000_000, payHour: 11 });
    expect(sent.rates.find((each) => each.gameType === 'RNG')?.ratePpm).toBe(4_500);
    expect(sent.rates).toHaveLength(GAME_TYPES.length);
  });

  it('shows what is wrong with a field before anything is sent, and the platform’s refusal in words', async () => {
    answerSession(platform, operator({ role: 'ADMIN' }));
    answerRebates();
    renderConsole(platform, '/shonali/rebates', operator({ role: 'ADMIN' }));
    fireEvent.change(await screen.findByTestId('rebate-rate-LIVE'), { target: { value: '0.355' } });
    fireEvent.click(screen.getByTestId('rebate-settings-save'));
    expect(await screen.findByText('Write a percent such as 0.40, with at most two decimals.')).toBeTruthy();
    expect(screen.getByTestId('rebate-settings-problems').textContent).toBe('Fix the marked fields before saving.');
    expect(platform.requestsFor(boUpdateRebateSettings)).toHaveLength(0);
    platform.answer(boUpdateRebateSettings, () => ({ failure: { code: 'FORBIDDEN', message: 'no' } }));
    fireEvent.change(screen.getByTestId('rebate-rate-LIVE'), { target: { value: '0.35' } });
    fireEvent.click(screen.getByTestId('rebate-settings-save'));
    expect((await screen.findByTestId('rebate-settings-refusal')).textContent).toBe('You may not do this on this brand.');
  });

  it('shows a cashier the settings without a way to change them, and the daily report by game type', async () => {
    answerSession(platform, operator());
    answerRebates();
    renderConsole(platform, '/shonali/rebates');
    expect(((await screen.findByTestId('rebate-rate-RNG')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('rebate-settings-read-only')).toBeTruthy();
    expect(screen.queryByTestId('rebate-settings-save')).toBeNull();
    const day = await screen.findByTestId('rebate-report-day-2026-11-28');
    expect(within(day).getByText('Claimed by members')).toBeTruthy();
    expect(screen.getByTestId('rebate-report-paid-2026-11-28').textContent).toBe('৳120.00');
    expect(screen.getByTestId('rebate-report-type-2026-11-28-RNG').textContent).toContain('Slots');
    expect(screen.getByTestId('rebate-report-totals').textContent).toBe('2 payouts: ৳120.00 paid on ৳30,000.00 of valid bets');
    const asked = platform.requestsFor(boGetRebateReport)[0]?.query;
    expect(asked?.get('merchantCode')).toBe('SHONALI');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Rebates' })).toBeTruthy());
  });
});
