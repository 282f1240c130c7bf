import { z } from 'zod';
import type { PostingNote } from '@croupier/domain';

const digits = z.string().regex(/^\d{1,20}$/);
const noParams = z.object({}).strict();
/** the brand's name of the channel, added when the note is read */
const channelName = z.string().min(1).max(80);

/** A posting's note as the server answers it and reads it back from the ledger: a code and its parameters. */
export const postingNoteSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('deposit'), params: z.object({ depositId: digits, channel: z.string().min(1).max(40), channelName: channelName.optional(), reference: z.string().max(120) }).strict() }),
  z.object({ code: z.literal('withdrawal'), params: z.object({ channel: z.string().min(1).max(40), channelName: channelName.optional(), accountNumber: z.string().max(80) }).strict() }),
  z.object({ code: z.literal('withdrawalPaid'), params: z.object({ withdrawalId: digits }).strict() }),
  z.object({ code: z.literal('withdrawalReturned'), params: z.object({ withdrawalId: digits }).strict() }),
  z.object({ code: z.literal('withdrawalNotReceived'), params: z.object({ withdrawalId: digits }).strict() }),
  z.object({
    code: z.literal('treeTransfer'),
    params: z.object({ direction: z.enum(['upline', 'downline']), toUsername: z.string().min(1).max(64), fromUsername: z.string().min(1).max(64).optional() }).strict(),
  }),
  z.object({ code: z.literal('commission'), params: z.object({ contractKind: z.string().min(1).max(20), contractId: digits, periodStart: z.string().min(1).max(40) }).strict() }),
  z.object({ code: z.literal('promotion'), params: z.object({ promotionId: digits, kind: z.string().min(1).max(20) }).strict() }),
  z.object({ code: z.literal('openingBalance'), params: noParams }),
  z.object({ code: z.literal('freePlayBalance'), params: noParams }),
]) satisfies z.ZodType<PostingNote>;
