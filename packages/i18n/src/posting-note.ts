import type { TFunction } from 'i18next';
import type { Language, PostingNote } from '@croupier/domain';
import { formatDateTime, formatDigits } from './format';

/** The translate function of any namespace: the words live in `common`, named with it. */
type Translate = TFunction<string>;

export interface PostingNoteContext {
  language: Language;
  /** the brand's zone, for a settled period's start */
  timeZone: string;
  /** true when the reader's wallet gained by the posting: a transfer reads "from" its sender */
  credit: boolean;
  /** the brand's name of a payment channel, by its code; the code itself when none is given */
  channelName?: (code: string) => string;
}

export interface PostingNoteWords {
  /** the note in the reader's words and digits */
  text: string;
  /** a code the player typed or was given (a deposit's transaction reference): shown as it is, not translated */
  reference: string | null;
}

function transferWords(note: Extract<PostingNote, { code: 'treeTransfer' }>, t: Translate, credit: boolean): string {
  const { direction, toUsername, fromUsername } = note.params;
  if (!credit) return t(direction === 'upline' ? 'common:postingNotes.toUpline' : 'common:postingNotes.toDownline', { username: toUsername });
  if (!fromUsername) return t('common:postingNotes.transferIn');
  // Money sent to a downline came from its upline, and the other way round.
  return t(direction === 'downline' ? 'common:postingNotes.fromUpline' : 'common:postingNotes.fromDownline', { username: fromUsername });
}

/**
 * A posting's note (a code and parameters from the server, decision 0018) in the reader's language:
 * its words from the dictionaries, its ids and account numbers in the language's digits, its time
 * through the date formatter. Only a reference the player typed stays as it was written.
 */
export function describePostingNote(note: PostingNote, t: Translate, context: PostingNoteContext): PostingNoteWords {
  const { language } = context;
  const id = (value: string) => formatDigits(value, language);
  const channel = (code: string, name?: string) => name ?? context.channelName?.(code) ?? code;
  switch (note.code) {
    case 'deposit':
      return { text: t('common:postingNotes.deposit', { id: id(note.params.depositId), channel: channel(note.params.channel, note.params.channelName) }), reference: note.params.reference || null };
    case 'withdrawal':
      return { text: t('common:postingNotes.withdrawal', { channel: channel(note.params.channel, note.params.channelName), account: id(note.params.accountNumber) }), reference: null };
    case 'withdrawalPaid':
    case 'withdrawalReturned':
    case 'withdrawalNotReceived':
      return { text: t(`common:postingNotes.${note.code}`, { id: id(note.params.withdrawalId) }), reference: null };
    case 'treeTransfer':
      return { text: transferWords(note, t, context.credit), reference: null };
    case 'commission': {
      const contract = t(`common:postingNotes.contracts.${note.params.contractKind}`, { defaultValue: t('common:postingNotes.contracts.other') });
      const start = formatDateTime(note.params.periodStart, language, context.timeZone);
      return { text: t('common:postingNotes.commission', { contract, id: id(note.params.contractId), start }), reference: null };
    }
    case 'promotion': {
      const reward = t(`common:postingNotes.promotions.${note.params.kind}`, { defaultValue: t('common:postingNotes.promotions.other') });
      return { text: t('common:postingNotes.promotion', { reward, id: id(note.params.promotionId) }), reference: null };
    }
    case 'openingBalance':
    case 'freePlayBalance':
      return { text: t(`common:postingNotes.${note.code}`), reference: null };
  }
}
