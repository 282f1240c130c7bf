import { z } from 'zod';
import { GAME_TYPES } from '@croupier/domain';
import { defineCall } from './call';
import { pagingQuery } from './query-numbers';
import { recordCurrencySchema } from './records';

/**
 * The member's bonuses (SPEC §2 bonusDetails; decisions 0042 and 0045): each with its state, its
 * wagering progress and its rules, newest first; and giving up the active one. A bonus's money sits in
 * the locked BONUS wallet until its wagering is done.
 */

const noInput = z.object({}).strict();

export const BONUS_STATES = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED', 'LOST'] as const;

export const memberBonusSchema = z.object({
  bonusId: z.string(),
  /** in the language asked for */
  title: z.string(),
  status: z.enum(BONUS_STATES),
  amountMinor: z.number().int().min(0),
  /** what the locked BONUS wallet holds now, for the active bonus; 0 for one that ended */
  balanceMinor: z.number().int().min(0),
  wageredMinor: z.number().int().min(0),
  requiredMinor: z.number().int().min(0),
  /** the wagering multiplier in hundredths (2000 is 20x) and what it multiplies */
  multiplierHundredths: z.number().int().min(0),
  wageringBase: z.enum(['BONUS', 'BONUS_AND_DEPOSIT']),
  /** percent of a stake that counts, per game type; a type not listed counts nothing */
  contributions: z.array(z.object({ gameType: z.enum(GAME_TYPES), percent: z.number().int().min(0).max(100) })),
  maxBetMinor: z.number().int().nullable(),
  maxCashoutMinor: z.number().int().nullable(),
  startedAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  /** what its end moved: to the main wallet, and back to the house */
  releasedMinor: z.number().int().min(0),
  removedMinor: z.number().int().min(0),
});
export type MemberBonus = z.infer<typeof memberBonusSchema>;

export const getMemberBonuses = defineCall({
  name: 'getMemberBonuses',
  method: 'GET',
  path: '/wps/member/bonus-awards',
  auth: true,
  query: z.object({ ...pagingQuery(50), language: z.enum(['bn', 'en']).optional() }).strict(),
  body: noInput,
  value: z.object({
    bonuses: z.array(memberBonusSchema),
    page: z.number().int(),
    totalPages: z.number().int(),
    currency: recordCurrencySchema,
  }),
});

/**
 * Gives up the active bonus: its locked wallet goes back to the house. Asked again for a bonus that has
 * ended, it answers the bonus as it stands (a completed one stays completed), so a retry is harmless.
 */
export const forfeitMemberBonus = defineCall({
  name: 'forfeitMemberBonus',
  method: 'POST',
  path: '/wps/member/bonus-awards/forfeit',
  auth: true,
  query: noInput,
  body: z.object({ bonusId: z.string().regex(/^[1-9][0-9]{0,18}$/, 'is a bonus id') }).strict(),
  value: z.object({ bonus: memberBonusSchema }),
});
