import { postingNoteSchema } from '@croupier/contract';
import type { Brand } from '@croupier/brand-config';
import type { PostingNote } from '@croupier/domain';

/**
 * A posting's note is kept in ledger_postings.note as the JSON of a code and its parameters, so the
 * pages word it in the reader's language (decision 0018). Postings are never rewritten, so the notes
 * written as English sentences before then are read back by their shapes below.
 */
export function postingNoteText(note: PostingNote): string {
  return JSON.stringify({ code: note.code, params: note.params });
}

const WITHDRAWAL_ID = /^withdrawal (\d+)$/;

/**
 * The English sentences notes were written as, each read back into the note it stands for. A
 * withdrawal's settled note said only its id: it was paid when it moved house money and returned
 * when it reached the member, which the reader tells by `kind`.
 */
const LEGACY_SHAPES: readonly ((text: string, kind: string) => PostingNote | null)[] = [
  (text) => {
    const match = /^deposit (\d+) by ([A-Z0-9_]+), reference (.*)$/s.exec(text);
    return match ? { code: 'deposit', params: { depositId: match[1] ?? '', channel: match[2] ?? '', reference: match[3] ?? '' } } : null;
  },
  (text) => {
    const match = /^withdrawal (\d+): the part not received$/.exec(text);
    return match ? { code: 'withdrawalNotReceived', params: { withdrawalId: match[1] ?? '' } } : null;
  },
  (text, kind) => {
    const match = WITHDRAWAL_ID.exec(text);
    if (!match) return null;
    return { code: kind === 'PAYOUT' ? 'withdrawalPaid' : 'withdrawalReturned', params: { withdrawalId: match[1] ?? '' } };
  },
  (text) => {
    const match = /^withdrawal to ([A-Z0-9_]+) (.+)$/s.exec(text);
    return match ? { code: 'withdrawal', params: { channel: match[1] ?? '', accountNumber: match[2] ?? '' } } : null;
  },
  (text) => {
    const match = /^transferTo(Upline|Downline) (\S+)$/.exec(text);
    return match ? { code: 'treeTransfer', params: { direction: match[1] === 'Upline' ? 'upline' : 'downline', toUsername: match[2] ?? '' } } : null;
  },
  (text) => {
    const match = /^([A-Z]+) contract (\d+), period from (\S+)$/.exec(text);
    return match ? { code: 'commission', params: { contractKind: match[1] ?? '', contractId: match[2] ?? '', periodStart: match[3] ?? '' } } : null;
  },
  (text) => (text === 'demo member opening balance' ? { code: 'openingBalance', params: {} } : null),
  (text) => (text === 'free-play demo balance' ? { code: 'freePlayBalance', params: {} } : null),
];

/**
 * The note of a posting of `kind` as the pages get it: the stored code and parameters, or an old
 * sentence read back into them. A text of no known shape is answered as no note rather than shown
 * to a reader in a language that may not be theirs.
 */
export function readPostingNote(text: string | null, kind: string): PostingNote | null {
  if (text === null || text === '') return null;
  if (text.startsWith('{')) {
    try {
      const parsed = postingNoteSchema.safeParse(JSON.parse(text));
      return parsed.success ? (parsed.data as PostingNote) : null;
    } catch {
      return null;
    }
  }
  for (const shape of LEGACY_SHAPES) {
    const note = shape(text, kind);
    if (note) return postingNoteSchema.safeParse(note).success ? note : null;
  }
  return null;
}

/** A note as one line of its code and parameters (`deposit depositId=34 channel=BKASH …`), for data exports read by programs. */
export function postingNoteFields(note: PostingNote): string {
  const params = Object.entries(note.params as Record<string, string>).map(([name, value]) => `${name}=${value}`);
  return [note.code, ...params].join(' ');
}

/**
 * The note as a brand's pages get it: read as above, with the brand's present name of a deposit's or
 * withdrawal's channel beside its code, so a page shows "bKash", not BKASH.
 */
export function postingNoteForBrand(brand: Brand, text: string | null, kind: string): PostingNote | null {
  const note = readPostingNote(text, kind);
  if (note?.code === 'deposit') {
    const name = brand.cashier?.depositChannels.find((channel) => channel.code === note.params.channel)?.name;
    return name ? { code: note.code, params: { ...note.params, channelName: name } } : note;
  }
  if (note?.code === 'withdrawal') {
    const name = brand.cashier?.withdrawChannels.find((channel) => channel.code === note.params.channel)?.name;
    return name ? { code: note.code, params: { ...note.params, channelName: name } } : note;
  }
  return note;
}
