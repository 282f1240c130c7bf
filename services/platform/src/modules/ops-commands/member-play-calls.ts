import { z } from 'zod';
import { defineCall } from '@croupier/contract';

/**
 * Operator calls that lock and unlock a member's play. A lock refuses the member's new stakes, with
 * providers (seamless bets) and in the in-house games alike, while wins, rollbacks and cash-outs of
 * rounds already staked still land. Only `pnpm ops` calls them, so they live beside their routes.
 */
const noInput = z.object({}).strict();
const memberParams = z.object({ code: z.string().min(1).max(40), username: z.string().trim().min(1).max(64) }).strict();

export const memberPlaySchema = z.object({
  memberId: z.string(),
  username: z.string(),
  locked: z.boolean(),
  /** why an operator locked it; null while play is open */
  reason: z.string().nullable(),
  lockedAt: z.string().nullable(),
});
export type MemberPlay = z.infer<typeof memberPlaySchema>;

/** `changed` is false when the member already was as asked: a lock's first reason and time are kept. */
const memberPlayChangeSchema = memberPlaySchema.extend({ changed: z.boolean() });
export type MemberPlayChange = z.infer<typeof memberPlayChangeSchema>;

const PLAY_LOCK_PATH = '/ops/brands/:code/members/:username/play-lock';

export const opsShowMemberPlay = defineCall({
  name: 'opsShowMemberPlay',
  method: 'GET',
  path: PLAY_LOCK_PATH,
  auth: false,
  params: memberParams,
  query: noInput,
  body: noInput,
  value: memberPlaySchema,
});

export const opsLockMemberPlay = defineCall({
  name: 'opsLockMemberPlay',
  method: 'POST',
  path: PLAY_LOCK_PATH,
  auth: false,
  params: memberParams,
  query: noInput,
  body: z.object({ reason: z.string().trim().min(1).max(200) }).strict(),
  value: memberPlayChangeSchema,
});

export const opsUnlockMemberPlay = defineCall({
  name: 'opsUnlockMemberPlay',
  method: 'DELETE',
  path: PLAY_LOCK_PATH,
  auth: false,
  params: memberParams,
  query: noInput,
  body: noInput,
  value: memberPlayChangeSchema,
});
