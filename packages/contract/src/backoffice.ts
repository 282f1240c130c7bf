import { z } from 'zod';
import {
  ACCOUNT_MOVEMENT_GROUPS,
  MAX_AUDIT_PAGE_SIZE,
  MAX_MEMBER_SEARCH_PAGE_SIZE,
  MAX_PAGE_SIZE_BET_RECORDS,
  MEMBER_SEARCH_MIN_LENGTH,
  OPERATOR_DISPLAY_NAME_MAX_LENGTH,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_ROLES,
  OPERATOR_USERNAME_PATTERN,
} from '@croupier/domain';
import { getAccountRecord } from './account-records';
import { defineCall } from './call';
import { wholeNumber } from './query-numbers';
import { MAX_RECORD_PAGE_NO, calendarDaySchema, withDayRange } from './records';
import { walletCodeSchema } from './wallet';

/**
 * Calls of the operator console (apps/backoffice). Operators are not members: they log in under /bo/
 * with their own accounts and sessions, on any host, and what they do goes to an append-only audit
 * log. Session calls carry `Authorization: Bearer <token>` like a member's. Not player calls, so they
 * are kept out of ALL_CALLS. See docs/decisions/0016-operator-accounts.md.
 */

const noInput = z.object({}).strict();

export const backofficeOperatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** merchant codes of the brands the operator may work on; null for every brand */
  merchantCodes: z.array(z.string()).nullable(),
});
export type BackofficeOperator = z.infer<typeof backofficeOperatorSchema>;

/** Spaces around a password do not count towards its length, so a blank one is refused whatever its length. */
const newPasswordSchema = z
  .string()
  .max(OPERATOR_PASSWORD_MAX_LENGTH, `has at most ${OPERATOR_PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => password.trim().length >= OPERATOR_PASSWORD_MIN_LENGTH, `has at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters, not counting spaces at either end`);

export const createOperatorInputSchema = z
  .object({
    username: z.string().trim().regex(OPERATOR_USERNAME_PATTERN, 'is 3 to 32 lower-case letters, digits, _ . or -'),
    displayName: z.string().trim().min(1, 'is required').max(OPERATOR_DISPLAY_NAME_MAX_LENGTH),
    password: newPasswordSchema,
    role: z.enum(OPERATOR_ROLES),
    /** brand codes (shonali) or merchant codes (SHONALI); null, given on purpose, for every brand */
    merchantCodes: z.array(z.string().trim().min(1).max(40)).min(1).max(100).nullable(),
  })
  .strict();
export type CreateOperatorInput = z.infer<typeof createOperatorInputSchema>;

/**
 * Logs an operator in. A wrong username and a wrong password get the one same refusal (LOGIN_FAILED);
 * 5 failures for a name within 15 minutes lock it (ACCOUNT_LOCKED with retryAfterSeconds). Every
 * attempt is written to the audit log.
 */
export const boLogin = defineCall({
  name: 'boLogin',
  method: 'POST',
  path: '/bo/session',
  auth: false,
  query: noInput,
  body: z
    .object({
      username: z.string().trim().min(1, 'is required').max(64),
      password: z.string().min(1, 'is required').max(OPERATOR_PASSWORD_MAX_LENGTH),
    })
    .strict(),
  value: z.object({ token: z.string(), operator: backofficeOperatorSchema }),
});

export const boLogout = defineCall({
  name: 'boLogout',
  method: 'DELETE',
  path: '/bo/session',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({ loggedOut: z.literal(true) }),
});

/** The operator of the session. */
export const boGetSession = defineCall({
  name: 'boGetSession',
  method: 'GET',
  path: '/bo/session',
  auth: true,
  query: noInput,
  body: noInput,
  value: backofficeOperatorSchema,
});

/** ADMIN only. An admin limited to some brands gives only brands of their own. Audited. */
export const boCreateOperator = defineCall({
  name: 'boCreateOperator',
  method: 'POST',
  path: '/bo/operators',
  auth: true,
  query: noInput,
  body: createOperatorInputSchema,
  value: backofficeOperatorSchema,
});

export const auditEntrySchema = z.object({
  id: z.string(),
  /** null for a login attempt under a name no operator has */
  operatorId: z.string().nullable(),
  operatorUsername: z.string().nullable(),
  /** noun.verb, such as session.login, session.login-failed, operator.create */
  action: z.string(),
  merchantCode: z.string().nullable(),
  /** kind:key, such as operator:cashier1 */
  subject: z.string(),
  /** the subject as it was and as it became; null where there is nothing to show */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;


/** What the audit log can be narrowed to; every filter is applied by the server, before paging. */
export const auditFilterShape = {
  /** actions starting with this: `deposit.confirm`, or `deposit.` for every deposit action */
  action: z.string().trim().regex(/^[a-z][A-Za-z0-9.-]{0,63}$/, 'is the start of an action, such as deposit.confirm').optional(),
  /** the operator who acted, by username (any case) */
  operator: z.string().trim().toLowerCase().regex(OPERATOR_USERNAME_PATTERN, 'is an operator username').optional(),
  /** one brand's entries; the operator must work on it */
  merchantCode: z.string().regex(/^[A-Z0-9]{3,20}$/, 'is a merchant code').optional(),
  /** subjects starting with this: `deposit:12`, `member:SHONALI:42`, or `deposit:` for every deposit */
  subject: z.string().trim().min(1).max(200).optional(),
  /** entries at or after this instant (the console sends the reader's local midnight) */
  from: z.iso.datetime({ offset: true }).optional(),
  /** entries before this instant */
  to: z.iso.datetime({ offset: true }).optional(),
};

/**
 * SUPERVISOR and ADMIN: the audit log, newest first, narrowed by the filters. An operator limited to
 * some brands sees the entries of those brands only; entries of no brand (logins, operators) need
 * every brand. A brand filter naming a brand the operator does not work on is refused (FORBIDDEN).
 */
export const boReadAudit = defineCall({
  name: 'boReadAudit',
  method: 'GET',
  path: '/bo/audit',
  auth: true,
  query: z
    .object({ page: wholeNumber(1, 100_000).optional(), pageSize: wholeNumber(1, MAX_AUDIT_PAGE_SIZE).optional(), ...auditFilterShape })
    .strict()
    .refine((query) => query.from === undefined || query.to === undefined || Date.parse(query.from) < Date.parse(query.to), { message: 'must be after from', path: ['to'] }),
  body: noInput,
  value: z.object({
    entries: z.array(auditEntrySchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  }),
});

/**
 * Makes an operator with the server's operator token (X-Ops-Token), so the first ADMIN can exist
 * before anyone can log in to the console. Recorded in the operator-token audit.
 */
export const opsCreateOperator = defineCall({
  name: 'opsCreateOperator',
  method: 'POST',
  path: '/ops/operators',
  auth: false,
  query: noInput,
  body: createOperatorInputSchema,
  value: backofficeOperatorSchema,
});

const merchantCodeSchema = z.string().regex(/^[A-Z0-9]{3,20}$/, 'is a merchant code');

/** A brand as the console needs it: its name, how its money is written and when two operators must approve. */
export const backofficeBrandSchema = z.object({
  merchantCode: z.string(),
  code: z.string(),
  displayName: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string(), scale: z.number().int().min(0).max(4) }),
  timeZone: z.string(),
  /** a deposit or withdrawal above this needs a second operator; null when the brand takes no money in */
  secondApprovalAboveMinor: z.number().int().nullable(),
});
export type BackofficeBrand = z.infer<typeof backofficeBrandSchema>;

/** The brands the operator of the session works on, in the order of their names. */
export const boGetBrands = defineCall({
  name: 'boGetBrands',
  method: 'GET',
  path: '/bo/brands',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({ brands: z.array(backofficeBrandSchema) }),
});

export const backofficeMemberSchema = z.object({
  memberId: z.string(),
  merchantCode: z.string(),
  username: z.string(),
  /** SPEC §3 member type: 0 player, 4 free play, agents 1, 2, 41, 42, 9 house */
  type: z.number().int(),
  /** dialing code and national number, such as +880 1712345678 */
  mobile: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type BackofficeMember = z.infer<typeof backofficeMemberSchema>;

/**
 * A brand's members whose username starts with `search` (any case), or whose mobile number starts
 * with its digits (with or without the dialing code or the trunk 0), exact usernames first.
 */
export const boSearchMembers = defineCall({
  name: 'boSearchMembers',
  method: 'GET',
  path: '/bo/members',
  auth: true,
  query: z
    .object({
      merchantCode: merchantCodeSchema,
      search: z
        .string()
        .trim()
        .min(MEMBER_SEARCH_MIN_LENGTH, `is at least ${MEMBER_SEARCH_MIN_LENGTH} characters`)
        .max(32, 'is at most 32 characters')
        .regex(/^[A-Za-z0-9_.@+ -]+$/, 'is the start of a username or a mobile number'),
      page: wholeNumber(1, 100_000).optional(),
      pageSize: wholeNumber(1, MAX_MEMBER_SEARCH_PAGE_SIZE).optional(),
    })
    .strict(),
  body: noInput,
  value: z.object({
    members: z.array(backofficeMemberSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  }),
});

export const memberIdParamsSchema = z.object({ memberId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a member id') }).strict();

export const memberWalletBalanceSchema = z.object({
  /** MAIN or the vendor's code */
  wallet: walletCodeSchema,
  /** the vendor's name; null for the main wallet, which the console names in the reader's language */
  name: z.string().nullable(),
  balanceMinor: z.number().int(),
});

/**
 * One member of a brand the operator works on, with each wallet's balance. A member of another brand,
 * or of a brand the operator does not work on, reads as no member at all (NOT_FOUND). Every lookup is
 * written to the audit log.
 */
export const boGetMember = defineCall({
  name: 'boGetMember',
  method: 'GET',
  path: '/bo/members/:memberId',
  auth: true,
  params: memberIdParamsSchema,
  query: z.object({ merchantCode: merchantCodeSchema }).strict(),
  body: noInput,
  value: z.object({
    member: backofficeMemberSchema.extend({
      email: z.string().nullable(),
      lastLoginIp: z.string().nullable(),
      /** the agent the member registered under */
      uplineId: z.string().nullable(),
      /** that agent's username, as operators know them */
      uplineUsername: z.string().nullable(),
    }),
    balance: z.object({
      currency: backofficeBrandSchema.shape.currency,
      totalMinor: z.number().int(),
      /** MAIN first, then each vendor wallet the member ever moved money into */
      wallets: z.array(memberWalletBalanceSchema),
    }),
  }),
});

export type BackofficeMemberDetail = z.infer<typeof boGetMember.value>;

/**
 * The member's ledger movements from `from` to `to` (calendar days in the brand's time zone, at most 90),
 * newest first, as the member's own account record shows them. Written to the audit log like the lookup.
 */
export const boGetMemberLedger = defineCall({
  name: 'boGetMemberLedger',
  method: 'GET',
  path: '/bo/members/:memberId/ledger',
  auth: true,
  params: memberIdParamsSchema,
  query: withDayRange(
    z
      .object({
        merchantCode: merchantCodeSchema,
        from: calendarDaySchema,
        to: calendarDaySchema,
        group: z.enum(ACCOUNT_MOVEMENT_GROUPS).optional(),
        pageNo: wholeNumber(1, MAX_RECORD_PAGE_NO).optional(),
        pageSize: wholeNumber(1, MAX_PAGE_SIZE_BET_RECORDS).optional(),
      })
      .strict(),
  ),
  body: noInput,
  value: getAccountRecord.value,
});
export type MemberLedgerPage = z.infer<typeof boGetMemberLedger.value>;

/** Every call of the operator console, all under /bo/. */
export const BACKOFFICE_CALLS = [boLogin, boLogout, boGetSession, boCreateOperator, boReadAudit, boGetBrands, boSearchMembers, boGetMember, boGetMemberLedger] as const;
