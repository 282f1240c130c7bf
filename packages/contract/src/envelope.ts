import { z } from 'zod';

/** Stable error codes the platform answers with; clients map them to dictionary messages. */
export const GENERAL_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNKNOWN_MERCHANT',
  'NOT_LOGGED_IN',
  'FORBIDDEN',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
] as const;

/** Accounts (SPEC §8). Each maps to a dictionary message on the client. */
export const ACCOUNT_ERROR_CODES = [
  'LOGIN_FAILED',
  'ACCOUNT_LOCKED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'NON_MEMBER',
  'NON_AGENT',
  'TRIAL_RESTRICTED',
  'VERIFY_FIRST',
  'FEATURE_DISABLED',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'INVALID_INVITATION_CODE',
  'UNKNOWN_USER',
  'WRONG_PASSWORD',
  /** the session's password must change first: only change password, member info and logout answer */
  'PASSWORD_CHANGE_REQUIRED',
  'TERMS_REQUIRED',
  'DECRYPTION_FAILED',
  'REPLAYED',
  'SMS_INVALID_PHONE',
  'SMS_MISSING_PHONE',
  'SMS_TOO_MANY_REQUESTS',
  'SMS_INVALID_CODE',
  'SMS_MISSING_CODE',
  'SMS_CODE_EXPIRED',
  'SMS_QUOTA',
  'SMS_COUNTDOWN',
] as const;

/** Games (SPEC §4 favourites and launch). */
export const GAME_ERROR_CODES = [
  /** no such game in this merchant's catalogue, or its vendor is not enabled here */
  'GAME_NOT_FOUND',
  /** the member already keeps the most favourites a list holds (SPEC §9: 999) */
  'FAVOURITES_FULL',
] as const;

/** Money (wallet, transfers, the seamless-wallet API). */
export const MONEY_ERROR_CODES = [
  /** the debit would take the wallet below zero */
  'INSUFFICIENT_FUNDS',
  /** a request id or provider transaction id already used with another payload */
  'IDEMPOTENCY_CONFLICT',
  /** no such wallet for this member and brand (an unknown vendor, or MAIN only in single-wallet brands) */
  'WALLET_NOT_FOUND',
  /** provider calls: missing or wrong signature, unknown provider, or a timestamp outside the allowed skew */
  'SIGNATURE_INVALID',
  /** provider calls: the launch token was used, expired or never issued */
  'LAUNCH_TOKEN_INVALID',
  /** provider calls: the game session ended (bets only; wins and rollbacks are still taken) */
  'SESSION_EXPIRED',
  /** provider calls: this bet was rolled back (or its rollback arrived first) and can no longer be taken */
  'BET_ROLLED_BACK',
  /** provider calls: the player is not known to this provider */
  'PLAYER_NOT_FOUND',
  /** transfer to upline: the member registered under no agent, so there is no one to send to */
  'NO_UPLINE',
  /** transfer to downline: no such account in the caller's downline, whether or not it exists elsewhere */
  'NOT_IN_DOWNLINE',
] as const;

/** In-house games (Crash, Dice, Mines). */
export const IN_HOUSE_ERROR_CODES = [
  /** no such round, or a Dice or Mines round of another member */
  'ROUND_NOT_FOUND',
  /** the round no longer takes this: betting has closed, the round crashed, the game or the bet has ended */
  'ROUND_CLOSED',
  /** a Mines game is open: finish it before starting another or rotating the seeds */
  'ROUND_IN_PROGRESS',
  /** the member already has a bet in this Crash round */
  'BET_ALREADY_PLACED',
  /** this Mines cell is already open */
  'CELL_ALREADY_OPEN',
  /** nothing to cash out yet: no safe cell opened, or the Crash round is not running or below 1.01x */
  'CASH_OUT_UNAVAILABLE',
  /** the stake is below the game's minimum or above its maximum */
  'BET_LIMIT',
] as const;

/** The cashier: deposits and withdrawals, and the operators who decide them. */
export const CASHIER_ERROR_CODES = [
  /** the amount is below the channel's minimum, above its maximum, or past what the player may still move today */
  'CASHIER_LIMIT',
  /** the brand has no such channel (or takes no money in at all) */
  'CHANNEL_NOT_FOUND',
  /** no such deposit of this member, or of a brand the operator works on */
  'DEPOSIT_NOT_FOUND',
  /** the deposit was already confirmed or rejected: a decision is taken once */
  'ALREADY_DECIDED',
  /** the receipt is not a PNG or JPEG image as its content shows, or it is empty or over 5 MB */
  'PROOF_INVALID',
  /** maker-checker: this approval must come from another operator than the first */
  'SECOND_APPROVER_REQUIRED',
  /** the valid bets since the last deposit do not yet reach the brand's turnover; the message says how much is left */
  'TURNOVER_REQUIRED',
  /** a withdrawal needs a payment password, and this member has none yet */
  'PAYMENT_PASSWORD_REQUIRED',
  /** no such payout account of this member */
  'PAYOUT_ACCOUNT_NOT_FOUND',
  /** a payout account is held in the member's payee name, and none was registered or given */
  'PAYEE_NAME_REQUIRED',
  /** no such withdrawal of this member, or of a brand the operator works on */
  'WITHDRAWAL_NOT_FOUND',
] as const;

/** Agent contracts (docs/decisions/0022-agent-portal.md, "Contracts"). */
export const CONTRACT_ERROR_CODES = [
  /** the caller holds no active contract of this kind, so it has none to give */
  'CONTRACT_NOT_HELD',
  /** the offered rate is above the caller's own rate of the kind */
  'CONTRACT_RATE_ABOVE_OWN',
  /** contracts further down would exceed their giver's rate; the message names them: send again with confirmTerminations */
  'CONTRACT_RATE_CONFLICT',
  /** contracts are offered to direct downlines only; this account is further down */
  'CONTRACT_DIRECT_DOWNLINE_ONLY',
  /** an agent cannot offer a contract to itself */
  'CONTRACT_TO_SELF',
  /** contracts are held by agents only; this downline is a player */
  'CONTRACT_HOLDER_NOT_AGENT',
  /** no such contract held or given by the caller */
  'CONTRACT_NOT_FOUND',
  /** the contract has already ended */
  'CONTRACT_ENDED',
  /** no such request sent to or by the caller */
  'CONTRACT_REQUEST_NOT_FOUND',
  /** the request was already answered: it is answered once */
  'CONTRACT_REQUEST_CLOSED',
  /** a request of the same kind between the same two agents is still awaiting its answer */
  'CONTRACT_REQUEST_PENDING',
  /** the caller asked this request; the other side answers it */
  'CONTRACT_WRONG_SIDE',
  /** platform contracts go to top agents only (agents without an upline); ended by an operator, not by request */
  'CONTRACT_PLATFORM_ONLY',
] as const;

/** Promotions and rewards: bonuses, rebates, red envelopes (decision 0042). Each area adds its own codes here. */
export const PROMOTION_ERROR_CODES = [
  /** the stake is above the maximum bet of the member's active bonus */
  'BONUS_BET_LIMIT',
  /** the member has an active bonus: a second waits until it ends */
  'BONUS_ALREADY_ACTIVE',
  /** a withdrawal now would forfeit the active bonus: the player must confirm it first */
  'BONUS_FORFEIT_REQUIRED',
  /** no such bonus of this member (or of a brand the operator works on), or it has ended */
  'BONUS_NOT_FOUND',
  /** no such red-envelope pool open to this member (or of a brand the operator works on) */
  'RED_ENVELOPE_NOT_FOUND',
  /** the pool's window has not begun */
  'RED_ENVELOPE_NOT_STARTED',
  /** the pool's window has ended, or the pool was closed */
  'RED_ENVELOPE_ENDED',
  /** the member already grabbed an envelope of this pool: one each */
  'RED_ENVELOPE_ALREADY_GRABBED',
  /** every envelope of the pool has been grabbed */
  'RED_ENVELOPE_EMPTY',
  /** the pool is for members with a confirmed deposit */
  'RED_ENVELOPE_NOT_ELIGIBLE',
  /** no such published promotion of this brand (or of a brand the operator works on) */
  'PROMOTION_NOT_FOUND',
  /** the promotion's window has not begun */
  'PROMOTION_NOT_STARTED',
  /** the promotion's window has ended, or an operator ended it */
  'PROMOTION_ENDED',
  /** the promotion's budget cannot pay another reward */
  'PROMOTION_BUDGET_SPENT',
  /** the member is outside the promotion's segment */
  'PROMOTION_NOT_ELIGIBLE',
  /** the member already took part in this period */
  'PROMOTION_ALREADY_TAKEN',
  /** this kind of promotion is not joined, claimed or applied to that way, or not now */
  'PROMOTION_WRONG_ACTION',
  /** an image of an application or a banner is not a whole PNG or JPEG of at most 5 MB */
  'PROMOTION_IMAGE_INVALID',
  /** the promotion was submitted or published: only a draft is edited */
  'PROMOTION_NOT_EDITABLE',
] as const;

export const ERROR_CODES = [
  ...GENERAL_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...GAME_ERROR_CODES,
  ...MONEY_ERROR_CODES,
  ...IN_HOUSE_ERROR_CODES,
  ...CASHIER_ERROR_CODES,
  ...CONTRACT_ERROR_CODES,
  ...PROMOTION_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status that goes with each error code. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNKNOWN_MERCHANT: 421,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 451,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  LOGIN_FAILED: 401,
  ACCOUNT_LOCKED: 423,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  NON_MEMBER: 403,
  NON_AGENT: 403,
  TRIAL_RESTRICTED: 403,
  VERIFY_FIRST: 403,
  FEATURE_DISABLED: 403,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  INVALID_INVITATION_CODE: 400,
  UNKNOWN_USER: 404,
  WRONG_PASSWORD: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  TERMS_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  REPLAYED: 409,
  SMS_INVALID_PHONE: 400,
  SMS_MISSING_PHONE: 400,
  SMS_TOO_MANY_REQUESTS: 429,
  SMS_INVALID_CODE: 400,
  SMS_MISSING_CODE: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_QUOTA: 503,
  SMS_COUNTDOWN: 429,
  GAME_NOT_FOUND: 404,
  FAVOURITES_FULL: 409,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_CONFLICT: 409,
  WALLET_NOT_FOUND: 404,
  SIGNATURE_INVALID: 401,
  LAUNCH_TOKEN_INVALID: 401,
  SESSION_EXPIRED: 401,
  BET_ROLLED_BACK: 409,
  PLAYER_NOT_FOUND: 404,
  NO_UPLINE: 409,
  NOT_IN_DOWNLINE: 404,
  ROUND_NOT_FOUND: 404,
  ROUND_CLOSED: 409,
  ROUND_IN_PROGRESS: 409,
  BET_ALREADY_PLACED: 409,
  CELL_ALREADY_OPEN: 409,
  CASH_OUT_UNAVAILABLE: 409,
  BET_LIMIT: 400,
  CASHIER_LIMIT: 400,
  CHANNEL_NOT_FOUND: 404,
  DEPOSIT_NOT_FOUND: 404,
  ALREADY_DECIDED: 409,
  PROOF_INVALID: 400,
  SECOND_APPROVER_REQUIRED: 409,
  TURNOVER_REQUIRED: 403,
  PAYMENT_PASSWORD_REQUIRED: 403,
  PAYOUT_ACCOUNT_NOT_FOUND: 404,
  PAYEE_NAME_REQUIRED: 400,
  WITHDRAWAL_NOT_FOUND: 404,
  CONTRACT_NOT_HELD: 409,
  CONTRACT_RATE_ABOVE_OWN: 400,
  CONTRACT_RATE_CONFLICT: 409,
  CONTRACT_DIRECT_DOWNLINE_ONLY: 400,
  CONTRACT_TO_SELF: 400,
  CONTRACT_HOLDER_NOT_AGENT: 400,
  CONTRACT_NOT_FOUND: 404,
  CONTRACT_ENDED: 409,
  CONTRACT_REQUEST_NOT_FOUND: 404,
  CONTRACT_REQUEST_CLOSED: 409,
  CONTRACT_REQUEST_PENDING: 409,
  CONTRACT_WRONG_SIDE: 403,
  CONTRACT_PLATFORM_ONLY: 409,
  BONUS_BET_LIMIT: 400,
  BONUS_ALREADY_ACTIVE: 409,
  BONUS_FORFEIT_REQUIRED: 409,
  BONUS_NOT_FOUND: 404,
  RED_ENVELOPE_NOT_FOUND: 404,
  RED_ENVELOPE_NOT_STARTED: 409,
  RED_ENVELOPE_ENDED: 409,
  RED_ENVELOPE_ALREADY_GRABBED: 409,
  RED_ENVELOPE_EMPTY: 409,
  RED_ENVELOPE_NOT_ELIGIBLE: 403,
  PROMOTION_NOT_FOUND: 404,
  PROMOTION_NOT_STARTED: 409,
  PROMOTION_ENDED: 409,
  PROMOTION_BUDGET_SPENT: 409,
  PROMOTION_NOT_ELIGIBLE: 403,
  PROMOTION_ALREADY_TAKEN: 409,
  PROMOTION_WRONG_ACTION: 409,
  PROMOTION_IMAGE_INVALID: 400,
  PROMOTION_NOT_EDITABLE: 409,
};

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  /** SPEC §4: a failed login that carries this flag makes the client show the captcha */
  captcha: z.boolean().optional(),
  /** seconds until the caller may try again (rate limits, lockouts, SMS countdown) */
  retryAfterSeconds: z.number().int().min(0).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function successSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('success', [successSchema(value), failureSchema]);
}
