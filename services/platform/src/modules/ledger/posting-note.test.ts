import { describe, expect, it } from 'vitest';
import type { PostingNote } from '@croupier/domain';
import type { Brand } from '@croupier/brand-config';
import { postingNoteFields, postingNoteForBrand, postingNoteText, readPostingNote } from './posting-note';

describe('posting notes', () => {
  const notes: { note: PostingNote; kind: string }[] = [
    { note: { code: 'deposit', params: { depositId: '34', channel: 'DEMOPAY', reference: 'DP-778' } }, kind: 'DEPOSIT' },
    { note: { code: 'withdrawal', params: { channel: 'BKASH', accountNumber: '01711000111' } }, kind: 'WITHDRAWAL' },
    { note: { code: 'withdrawalPaid', params: { withdrawalId: '7' } }, kind: 'PAYOUT' },
    { note: { code: 'withdrawalReturned', params: { withdrawalId: '7' } }, kind: 'WITHDRAWAL_RETURN' },
    { note: { code: 'withdrawalNotReceived', params: { withdrawalId: '7' } }, kind: 'WITHDRAWAL_RETURN' },
    { note: { code: 'treeTransfer', params: { direction: 'downline', toUsername: 'rahim01', fromUsername: 'boss01' } }, kind: 'TRANSFER' },
    { note: { code: 'commission', params: { contractKind: 'REALTIME', contractId: '3', periodStart: '2026-11-28T04:00:00.000Z' } }, kind: 'COMMISSION' },
    { note: { code: 'openingBalance', params: {} }, kind: 'ADJUSTMENT' },
    { note: { code: 'freePlayBalance', params: {} }, kind: 'DEMO_GRANT' },
  ];

  it('are kept as a code and parameters, with no words, and read back as they were written', () => {
    for (const { note, kind } of notes) {
      const text = postingNoteText(note);
      expect(JSON.parse(text)).toEqual(note);
      expect(readPostingNote(text, kind)).toEqual(note);
    }
  });

  it('read the English sentences older postings were written with back into codes and parameters', () => {
    expect(readPostingNote('deposit 34 by DEMOPAY, reference DP-778', 'DEPOSIT')).toEqual(notes[0]?.note);
    expect(readPostingNote('withdrawal to BKASH 01711000111', 'WITHDRAWAL')).toEqual(notes[1]?.note);
    expect(readPostingNote('withdrawal 7', 'PAYOUT')).toEqual(notes[2]?.note);
    expect(readPostingNote('withdrawal 7', 'WITHDRAWAL_RETURN')).toEqual(notes[3]?.note);
    expect(readPostingNote('withdrawal 7: the part not received', 'WITHDRAWAL_RETURN')).toEqual(notes[4]?.note);
    expect(readPostingNote('transferToDownline rahim01', 'TRANSFER')).toEqual({ code: 'treeTransfer', params: { direction: 'downline', toUsername: 'rahim01' } });
    expect(readPostingNote('transferToUpline boss01', 'TRANSFER')).toEqual({ code: 'treeTransfer', params: { direction: 'upline', toUsername: 'boss01' } });
    expect(readPostingNote('REALTIME contract 3, period from 2026-11-28T04:00:00.000Z', 'COMMISSION')).toEqual(notes[6]?.note);
    expect(readPostingNote('demo member opening balance', 'ADJUSTMENT')).toEqual(notes[7]?.note);
    expect(readPostingNote('free-play demo balance', 'DEMO_GRANT')).toEqual(notes[8]?.note);
  });

  it('answer no note for nothing, or for a text of no known shape, rather than words in one language', () => {
    expect(readPostingNote(null, 'DEPOSIT')).toBeNull();
    expect(readPostingNote('', 'DEPOSIT')).toBeNull();
    expect(readPostingNote('a correction by the operator', 'ADJUSTMENT')).toBeNull();
    expect(readPostingNote('{"code":"deposit","params":{"depositId":"x"}}', 'DEPOSIT')).toBeNull();
    expect(readPostingNote('{not json', 'DEPOSIT')).toBeNull();
  });

  it('write a note as its code and parameters on one line for exports', () => {
    expect(postingNoteFields(notes[0]!.note)).toBe('deposit depositId=34 channel=DEMOPAY reference=DP-778');
    expect(postingNoteFields(notes[7]!.note)).toBe('openingBalance');
  });
});

describe("a brand's posting notes", () => {
  const brand = { cashier: { depositChannels: [{ code: 'BKASH', name: 'bKash' }], withdrawChannels: [{ code: 'BANK', name: 'Bank account' }] } } as unknown as Brand;
  it("carry the brand's name of a channel beside its code", () => {
    expect(postingNoteForBrand(brand, 'deposit 34 by BKASH, reference TRX1', 'DEPOSIT')).toEqual({ code: 'deposit', params: { depositId: '34', channel: 'BKASH', channelName: 'bKash', reference: 'TRX1' } });
    expect(postingNoteForBrand(brand, postingNoteText({ code: 'withdrawal', params: { channel: 'BANK', accountNumber: '1401' } }), 'WITHDRAWAL')).toEqual({
      code: 'withdrawal',
      params: { channel: 'BANK', channelName: 'Bank account', accountNumber: '1401' },
    });
    expect(postingNoteForBrand(brand, 'deposit 35 by GONE, reference X', 'DEPOSIT')).toEqual({ code: 'deposit', params: { depositId: '35', channel: 'GONE', reference: 'X' } });
  });
});
