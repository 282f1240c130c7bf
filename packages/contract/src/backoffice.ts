import { z } from 'zod';
import { defineCall } from './call';

/**
 * Calls of the operator console (apps/backoffice). Operators are not members: they log in under /bo/
 * with their own accounts and sessions, on any host, and what they do goes to an append-only audit
 * log. Session calls carry `Authorization: Bearer <token>` like a member's. Not player calls, so they
 * are kept out of ALL_CALLS. See docs/decisions/0016-operator-accounts.md.
 */

const noInput = z.object({}).strict();

/** CASHIER handles members' money requests; SUPERVISOR also reads the audit log; ADMIN also makes operators. */
export const OPERATOR_ROLES = ['CASHIER', 'SUPERVISOR', 'ADMIN'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The database checks the same pattern: lower-case, so one name cannot exist in two spellings. */
export const OPERATOR_USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;
export const OPERATOR_PASSWORD_MIN_LENGTH = 10;
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;
export const OPERATOR_DISPLAY_NAME_MAX_LENGTH = 64;
/** Audit log paging: 50 entries a page by default; a caller may ask for up to 200. */
export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;

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

/** Query strings arrive as text; paging numbers are whole numbers written in digits. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'is a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/**
 * SUPERVISOR and ADMIN: the audit log, newest first. An operator limited to some brands sees the
 * entries of those brands only; entries of no brand (logins, operators) need every brand.
 */
export const boReadAudit = defineCall({
  name: 'boReadAudit',
  method: 'GET',
  path: '/bo/audit',
  auth: true,
  query: z.object({ page: wholeNumber(1, 100_000).optional(), pageSize: wholeNumber(1, MAX_AUDIT_PAGE_SIZE).optional() }).strict(),
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

/** Every call of the operator console, all under /bo/. */
export const BACKOFFICE_CALLS = [boLogin, boLogout, boGetSession, boCreateOperator, boReadAudit] as const;
