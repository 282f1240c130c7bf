import { z } from 'zod';
import { defineCall } from './call';
import { amountMinorSchema } from './wallet';

/**
 * The seamless-wallet API a game provider calls while a player plays: the provider keeps no money, the
 * platform's ledger does. Every request is signed:
 *   X-Provider: the provider's code
 *   X-Timestamp: milliseconds since the epoch, within SEAMLESS_CLOCK_SKEW_MS of the platform's clock
 *   X-Signature: hex HMAC-SHA256 over `${timestamp}.${rawBody}` with the provider's secret
 * Bets, wins and rollbacks are idempotent by the provider's transactionId: the same id again returns
 * the first answer; the same id with another payload is refused with IDEMPOTENCY_CONFLICT.
 * These calls are kept out of ALL_CALLS: player clients never make them.
 */
export const SEAMLESS_HEADERS = { provider: 'x-provider', timestamp: 'x-timestamp', signature: 'x-signature' } as const;
export const SEAMLESS_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * What a game page framed by the site (the `/seamless` game page) posts to its parent window after a
 * round moved money: `{ type: GAME_FRAME_BALANCE_MESSAGE }`, target origin `*`. It carries no amount:
 * the site asks the platform for the balance again, so a forged message costs one read and shows
 * nothing false.
 */
export const GAME_FRAME_BALANCE_MESSAGE = 'croupier:balance-changed';

const noInput = z.object({}).strict();
const providerId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'is 1 to 64 letters, digits or _.:-');
/** opaque to the provider; given by authenticate */
const playerId = z.string().min(1).max(64);
const sessionToken = z.string().min(16).max(128);
const positiveAmount = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const moneyState = z.object({
  /** what the player can bet now in the game's wallet, minor units */
  balanceMinor: amountMinorSchema,
  currency: z.string(),
});

/** The answer to bet, win and rollback: the balance after, and the platform's id for the movement. */
const transactionResult = moneyState.extend({
  transactionId: providerId,
  /** the platform's posting; the same on a replay */
  platformTransactionId: z.string(),
  /** true when this transactionId had been applied before and this is the first answer again */
  replayed: z.boolean(),
});
export type SeamlessTransactionResult = z.infer<typeof transactionResult>;

/** Exchanges the one-time launch token from the game URL for a game session. */
export const seamlessAuthenticate = defineCall({
  name: 'seamlessAuthenticate',
  method: 'POST',
  path: '/seamless/v1/authenticate',
  auth: false,
  query: noInput,
  body: z.object({ launchToken: z.string().min(16).max(128) }).strict(),
  value: moneyState.extend({
    playerId,
    sessionToken,
    /** shown in the game, never the login name in full */
    nickname: z.string(),
    gameCode: z.string(),
    language: z.string(),
    scale: z.number().int().min(0).max(4),
    /** a free-play member: demo money only */
    demo: z.boolean(),
  }),
});

export const seamlessBalance = defineCall({
  name: 'seamlessBalance',
  method: 'POST',
  path: '/seamless/v1/balance',
  auth: false,
  query: noInput,
  body: z.object({ playerId, sessionToken, gameCode: z.string().min(1).max(64) }).strict(),
  value: moneyState,
});

/** A stake taken from the player. Refused once the session has ended, the player is locked or in maintenance. */
export const seamlessBet = defineCall({
  name: 'seamlessBet',
  method: 'POST',
  path: '/seamless/v1/bet',
  auth: false,
  query: noInput,
  body: z
    .object({
      playerId,
      sessionToken,
      gameCode: z.string().min(1).max(64),
      transactionId: providerId,
      roundId: providerId,
      amountMinor: positiveAmount,
    })
    .strict(),
  value: transactionResult,
});

/** A payout (0 closes a lost round). Accepted even after the session ended, the player was locked or maintenance began. */
export const seamlessWin = defineCall({
  name: 'seamlessWin',
  method: 'POST',
  path: '/seamless/v1/win',
  auth: false,
  query: noInput,
  body: z
    .object({
      playerId,
      gameCode: z.string().min(1).max(64),
      transactionId: providerId,
      roundId: providerId,
      amountMinor: amountMinorSchema,
      /** true when no more bets or wins follow in this round */
      roundClosed: z.boolean(),
    })
    .strict(),
  value: transactionResult,
});

/**
 * Undoes a bet the provider could not complete. Idempotent itself; a rollback of a bet never seen leaves
 * a tombstone so that bet, arriving late, is refused (BET_ROLLED_BACK). Accepted in the same cases as wins.
 */
export const seamlessRollback = defineCall({
  name: 'seamlessRollback',
  method: 'POST',
  path: '/seamless/v1/rollback',
  auth: false,
  query: noInput,
  body: z
    .object({
      playerId,
      gameCode: z.string().min(1).max(64),
      transactionId: providerId,
      roundId: providerId,
      /** the bet's transactionId */
      rolledBackTransactionId: providerId,
    })
    .strict(),
  value: transactionResult,
});

export const SEAMLESS_CALLS = [seamlessAuthenticate, seamlessBalance, seamlessBet, seamlessWin, seamlessRollback] as const;
