import { describe, expect, it } from 'vitest';
import type { Language, PostingNote } from '@croupier/domain';
import { describePostingNote } from './posting-note';
import { createI18n } from './setup';

const ZONE = 'Asia/Dhaka';
const CHANNELS: Record<string, string> = { BKASH: 'bKash', DEMOPAY: 'DemoPay' };

function words(note: PostingNote, language: Language, credit = false) {
  const { t } = createI18n(language);
  return describePostingNote(note, t, { language, timeZone: ZONE, credit, channelName: (code) => CHANNELS[code] ?? code });
}

const deposit: PostingNote = { code: 'deposit', params: { depositId: '34', channel: 'DEMOPAY', reference: 'DP-778' } };

describe('describePostingNote', () => {
  it('words a deposit in Bengali with Bengali digits, naming the channel and keeping the reference apart', () => {
    expect(words(deposit, 'bn')).toEqual({ text: 'ডিপোজিট নং ৩৪, DemoPay-এর মাধ্যমে', reference: 'DP-778' });
    expect(words(deposit, 'en')).toEqual({ text: 'Deposit no. 34 by DemoPay', reference: 'DP-778' });
  });

  it('leaves no English word and no Latin digit in a Bengali note', () => {
    const notes: PostingNote[] = [
      { code: 'withdrawal', params: { channel: 'নগদ', accountNumber: '01811000222' } },
      { code: 'withdrawalPaid', params: { withdrawalId: '7' } },
      { code: 'withdrawalReturned', params: { withdrawalId: '7' } },
      { code: 'withdrawalNotReceived', params: { withdrawalId: '12' } },
      { code: 'commission', params: { contractKind: 'REALTIME', contractId: '3', periodStart: '2026-11-28T09:30:00.000Z' } },
      { code: 'commission', params: { contractKind: 'LATER_KIND', contractId: '3', periodStart: '2026-11-28T09:30:00.000Z' } },
      { code: 'openingBalance', params: {} },
      { code: 'freePlayBalance', params: {} },
      { code: 'treeTransfer', params: { direction: 'upline', toUsername: 'বস', fromUsername: 'রহিম' } },
      { code: 'treeTransfer', params: { direction: 'downline', toUsername: 'রহিম' } },
    ];
    for (const note of notes) {
      for (const credit of [false, true]) {
        const { text } = words(note, 'bn', credit);
        expect(text).not.toMatch(/[A-Za-z0-9]/);
        expect(text).not.toBe('');
      }
    }
    expect(words(notes[1]!, 'bn').text).toBe('উত্তোলন নং ৭ পরিশোধিত');
  });

  it('says who a tree transfer went to for the sender, and who it came from for the receiver', () => {
    const toDownline: PostingNote = { code: 'treeTransfer', params: { direction: 'downline', toUsername: 'rahim01', fromUsername: 'boss01' } };
    expect(words(toDownline, 'en').text).toBe('To downline rahim01');
    expect(words(toDownline, 'en', true).text).toBe('From upline boss01');
    const toUpline: PostingNote = { code: 'treeTransfer', params: { direction: 'upline', toUsername: 'boss01', fromUsername: 'rahim01' } };
    expect(words(toUpline, 'en').text).toBe('To upline boss01');
    expect(words(toUpline, 'en', true).text).toBe('From downline rahim01');
    // A note written before the sender was kept says only that money came in.
    expect(words({ code: 'treeTransfer', params: { direction: 'upline', toUsername: 'boss01' } }, 'en', true).text).toBe('Transfer received');
  });

  it("writes a settled period's start in the brand's zone, with Bengali words for the time of day", () => {
    const note: PostingNote = { code: 'commission', params: { contractKind: 'REALTIME', contractId: '3', periodStart: '2026-11-28T09:30:00.000Z' } };
    expect(words(note, 'bn').text).toMatch(/^রিয়েল-টাইম বেতন চুক্তি নং ৩, সময়কাল শুরু .*৩:৩০ অপরাহ্ণ$/);
    expect(words(note, 'en').text).toBe('Real-time salary contract no. 3, period from Nov 28, 2026, 3:30 PM');
  });
});
