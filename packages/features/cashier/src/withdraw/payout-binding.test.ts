import { describe, expect, it } from 'vitest';
import { checkBinding } from './payout-binding';

const wallet = { bank: false, needsPayee: false };
const form = (extra: Partial<Parameters<typeof checkBinding>[0]> = {}) => ({ channelCode: 'BKASH', accountNumber: '01712345678', bankName: '', payeeName: '', ...extra });

describe('checkBinding', () => {
  it('sends a wallet number alone, with Bengali digits read as digits', () => {
    expect(checkBinding(form(), wallet)).toEqual({ ok: true, request: { channelCode: 'BKASH', accountNumber: '01712345678' } });
    expect(checkBinding(form({ accountNumber: ' ০১৭১২৩৪৫৬৭৮ ' }), wallet)).toEqual({ ok: true, request: { channelCode: 'BKASH', accountNumber: '01712345678' } });
  });

  it('needs a bank\'s name for a bank account, and the payee name while the member has none', () => {
    expect(checkBinding(form({ channelCode: 'BANK' }), { bank: true, needsPayee: true })).toEqual({ ok: false, problems: { bankName: 'bankNameEmpty', payeeName: 'payeeNameEmpty' } });
    expect(checkBinding(form({ channelCode: 'BANK', bankName: ' City Bank ', payeeName: '  Rahim   Uddin ' }), { bank: true, needsPayee: true })).toEqual({
      ok: true,
      request: { channelCode: 'BANK', accountNumber: '01712345678', bankName: 'City Bank', payeeName: 'Rahim Uddin' },
    });
    // A name given while the member has one already is not sent: it could not change anything.
    expect(checkBinding(form({ payeeName: 'Someone Else' }), wallet)).toEqual({ ok: true, request: { channelCode: 'BKASH', accountNumber: '01712345678' } });
  });

  it('refuses what the contract refuses', () => {
    expect(checkBinding(form({ accountNumber: '' }), wallet)).toEqual({ ok: false, problems: { accountNumber: 'numberEmpty' } });
    expect(checkBinding(form({ accountNumber: '017' }), wallet)).toEqual({ ok: false, problems: { accountNumber: 'numberFormat' } });
    expect(checkBinding(form({ accountNumber: '0171#2345' }), wallet)).toEqual({ ok: false, problems: { accountNumber: 'numberFormat' } });
    expect(checkBinding(form({ payeeName: 'R' }), { bank: false, needsPayee: true })).toEqual({ ok: false, problems: { payeeName: 'payeeNameShort' } });
    expect(checkBinding(form({ payeeName: 'Rahim 2' }), { bank: false, needsPayee: true })).toEqual({ ok: false, problems: { payeeName: 'payeeNameFormat' } });
    expect(checkBinding(form({ payeeName: 'রহিম উদ্দিন' }), { bank: false, needsPayee: true })).toMatchObject({ ok: true });
  });
});
