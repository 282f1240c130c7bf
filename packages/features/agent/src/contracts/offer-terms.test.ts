import { describe, expect, it } from 'vitest';
import { readOffer, thresholdFieldsOf, type OfferDraft } from './offer-terms';

const draft = (extra: Partial<OfferDraft> = {}): OfferDraft => ({
  downlineUsername: ' sub01 ',
  kind: 'SALARY',
  period: 'W',
  ratePercent: '0.35',
  minValidBet: '',
  minProfitLoss: '',
  minActiveMembers: '',
  minBetAmount: '',
  ...extra,
});

describe('reading a contract offer', () => {
  it('reads the rate as millionths and the money thresholds at the currency scale', () => {
    const read = readOffer(draft({ minValidBet: '1,000.50', minActiveMembers: '৫', minBetAmount: '200' }), { maxRatePpm: 5_000, currencyScale: 2 });
    expect(read).toEqual({
      ok: true,
      terms: { downlineUsername: 'sub01', kind: 'SALARY', period: 'W', ratePpm: 3_500, minValidBetMinor: 100_050, minActiveMembers: 5, minBetAmountMinor: 20_000 },
    });
  });

  it('sends no period for the hourly and real-time kinds, and only the thresholds a kind takes', () => {
    const read = readOffer(draft({ kind: 'REALTIME', minProfitLoss: '10', minBetAmount: '10' }), { maxRatePpm: 5_000, currencyScale: 2 });
    expect(read).toEqual({ ok: true, terms: { downlineUsername: 'sub01', kind: 'REALTIME', ratePpm: 3_500 } });
    expect(thresholdFieldsOf('DIVIDEND')).toEqual(['minValidBet', 'minProfitLoss', 'minActiveMembers']);
    expect(thresholdFieldsOf('HOURLY')).toEqual(['minValidBet', 'minActiveMembers', 'minBetAmount']);
  });

  it('names every problem at once', () => {
    const read = readOffer(draft({ downlineUsername: ' ', ratePercent: '0.6', minValidBet: '1.005', minActiveMembers: '2.5' }), { maxRatePpm: 5_000, currencyScale: 2 });
    expect(read).toEqual({
      ok: false,
      problems: [
        { field: 'downlineUsername', problem: 'usernameEmpty' },
        { field: 'ratePercent', problem: 'aboveOwn' },
        { field: 'minValidBet', problem: 'step' },
        { field: 'minActiveMembers', problem: 'step' },
      ],
    });
  });
});
