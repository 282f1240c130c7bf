/**
 * What a ledger posting says about itself, as a code and its parameters, never as words: the page
 * that shows it words it in the reader's language (decision 0018). Ids and account numbers are
 * strings of digits; channels are the brand's channel codes, with the brand's name of the channel
 * added when a note is read (names change, codes do not); times are ISO.
 */
export type PostingNote =
  | { code: 'deposit'; params: { depositId: string; channel: string; channelName?: string; reference: string } }
  | { code: 'withdrawal'; params: { channel: string; channelName?: string; accountNumber: string } }
  | { code: 'withdrawalPaid'; params: { withdrawalId: string } }
  | { code: 'withdrawalReturned'; params: { withdrawalId: string } }
  | { code: 'withdrawalNotReceived'; params: { withdrawalId: string } }
  /** money along the agent tree; `fromUsername` is missing on notes written before it was kept */
  | { code: 'treeTransfer'; params: { direction: 'upline' | 'downline'; toUsername: string; fromUsername?: string } }
  /** a settled agent contract period; `contractKind` is the contract's kind code (SALARY, HOURLY, REALTIME, DIVIDEND) */
  | { code: 'commission'; params: { contractKind: string; contractId: string; periodStart: string } }
  /** a promotion's cash reward (decision 0047); `kind` is the promotion's kind code (SIGN_IN, RAFFLE, APPLICATION, JOIN_BONUS) */
  | { code: 'promotion'; params: { promotionId: string; kind: string } }
  | { code: 'openingBalance'; params: Record<string, never> }
  | { code: 'freePlayBalance'; params: Record<string, never> };

export type PostingNoteCode = PostingNote['code'];

export const POSTING_NOTE_CODES = [
  'deposit',
  'withdrawal',
  'withdrawalPaid',
  'withdrawalReturned',
  'withdrawalNotReceived',
  'treeTransfer',
  'commission',
  'promotion',
  'openingBalance',
  'freePlayBalance',
] as const satisfies readonly PostingNoteCode[];
