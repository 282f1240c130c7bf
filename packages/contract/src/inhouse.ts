import { z } from 'zod';
import {
  CRASH_BET_STATUSES,
  CRASH_MAX_MULTIPLIER_HUNDREDTHS,
  CRASH_MIN_CASH_OUT_HUNDREDTHS,
  CRASH_PHASES,
  DICE_DIRECTIONS,
  DICE_ROLL_COUNT,
  MINES_GRID_CELLS,
  MINES_MAX_MINES,
  MINES_MIN_MINES,
  ROUND_STATUSES,
} from '@croupier/domain';
import { defineCall } from './call';
import { ERROR_CODES } from './envelope';
import { amountMinorSchema, requestIdSchema } from './wallet';

/**
 * The in-house games Crash, Dice and Mines (vendor BGS, SPEC §2 game list /bgs): provably fair, every
 * round recorded, money moved through the platform's ledger. Amounts are integer minor units. Dice
 * and Mines multipliers are integers in 1/10,000 and Crash multipliers integers in hundredths, the
 * scales of @croupier/provably-fair, so a verifier recomputes every digit with that package.
 * See docs/decisions/0012-in-house-games.md.
 */

const noInput = z.object({}).strict();

/** Round ids are shared by the three games, so one id finds any round. */
export const roundIdSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'is a round id');
const betIdSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'is a bet id');
const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'is 64 lowercase hex digits');
const positiveAmountMinor = z.number().int().min(1, 'must be at least 1 minor unit').max(Number.MAX_SAFE_INTEGER);
const timeMs = z.number().int().min(0);

/** 1 to 64 printable ASCII characters, no space first or last (the package's clientSeedProblem says why). */
export const clientSeedSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, 'is 1 to 64 printable ASCII characters without a space first or last');

// ---------------------------------------------------------------- fairness (Dice and Mines)

/** What the player sees before betting: the commitment to the server seed, their client seed and the next nonce. */
export const fairnessStateSchema = z.object({
  /** sha256 of the server seed's 32 bytes: the seed itself is revealed when the player rotates */
  serverSeedHash: hex64,
  clientSeed: z.string(),
  /** the nonce of the next Dice bet or Mines game with this seed pair */
  nonce: z.number().int().min(0),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

export const getInHouseFairness = defineCall({
  name: 'getInHouseFairness',
  method: 'GET',
  path: '/wps/bgs/fairness',
  auth: true,
  query: noInput,
  body: noInput,
  value: fairnessStateSchema,
});

/**
 * Rotates the seed pair: the server seed in use is revealed (so every earlier round can be checked),
 * a new one is committed, and the player's new client seed starts at nonce 0. Refused with
 * ROUND_IN_PROGRESS while a Mines game of the pair is open: revealing its seed would reveal the mines.
 */
export const rotateInHouseSeeds = defineCall({
  name: 'rotateInHouseSeeds',
  method: 'POST',
  path: '/wps/bgs/fairness/rotate',
  auth: true,
  query: noInput,
  body: z.object({ clientSeed: clientSeedSchema }).strict(),
  value: z.object({
    revealed: z.object({
      serverSeed: hex64,
      serverSeedHash: hex64,
      clientSeed: z.string(),
      /** the bets played with the pair: nonces 0 to this minus 1 */
      noncesUsed: z.number().int().min(0),
    }),
    current: fairnessStateSchema,
  }),
});

const betLimitsSchema = z.object({ minBetMinor: amountMinorSchema, maxBetMinor: amountMinorSchema });

/** The brand's house edge and each game's bet limits, for the game pages. */
export const getInHouseSettings = defineCall({
  name: 'getInHouseSettings',
  method: 'GET',
  path: '/wps/bgs/settings',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({
    /** 100 is 1 %: Dice and Mines pay (1 - edge) times the fair multiplier; Crash points carry it too */
    houseEdgeBps: z.number().int().min(0).max(5_000),
    limits: z.object({ CRASH: betLimitsSchema, DICE: betLimitsSchema, MINES: betLimitsSchema }),
  }),
});

/** The seeds of one Dice or Mines round; the server seed only once the pair has been rotated. */
const roundSeedsSchema = z.object({
  serverSeedHash: hex64,
  serverSeed: hex64.nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});

// ---------------------------------------------------------------- Dice

/**
 * One Dice roll, settled at once. `under` wins on rolls below the target, `over` on rolls above it;
 * the multiplier is (1 - edge) / chance in 1/10,000, rounded down. A target that could never win, or
 * would pay no more than the stake, is refused (VALIDATION_FAILED on targetHundredths).
 */
export const placeDiceBet = defineCall({
  name: 'placeDiceBet',
  method: 'POST',
  path: '/wps/bgs/dice/bet',
  auth: true,
  query: noInput,
  body: z
    .object({
      amountMinor: positiveAmountMinor,
      /** 5000 is 50.00 */
      targetHundredths: z.number().int().min(1).max(DICE_ROLL_COUNT - 2),
      direction: z.enum(DICE_DIRECTIONS),
      requestId: requestIdSchema,
    })
    .strict(),
  value: z.object({
    roundId: roundIdSchema,
    /** 0..9999, shown as 0.00 to 99.99 */
    roll: z.number().int().min(0).max(DICE_ROLL_COUNT - 1),
    win: z.boolean(),
    multiplierUnits: z.number().int().min(0),
    payoutMinor: amountMinorSchema,
    /** the member's MAIN wallet after the round */
    balanceMinor: amountMinorSchema,
    seeds: roundSeedsSchema,
  }),
});

// ---------------------------------------------------------------- Mines

const cellSchema = z.number().int().min(0).max(MINES_GRID_CELLS - 1);

/** A Mines game as the player sees it: the mines only once it has ended. Cells are row * 5 + column. */
export const minesGameSchema = z.object({
  roundId: roundIdSchema,
  status: z.enum(ROUND_STATUSES),
  amountMinor: amountMinorSchema,
  mineCount: z.number().int().min(MINES_MIN_MINES).max(MINES_MAX_MINES),
  /** safe cells opened, in the order they were opened (and the mined one last when lost) */
  openedCells: z.array(cellSchema),
  /** what a cash-out pays now, in 1/10,000; null before the first safe cell */
  multiplierUnits: z.number().int().min(0).nullable(),
  /** what it would be after one more safe cell; null when no safe cell is left */
  nextMultiplierUnits: z.number().int().min(0).nullable(),
  payoutMinor: amountMinorSchema,
  /** every mined cell, once the game has ended */
  mines: z.array(cellSchema).nullable(),
  /** the mined cell that ended a lost game */
  hitCell: cellSchema.nullable(),
  balanceMinor: amountMinorSchema,
  seeds: roundSeedsSchema,
});
export type MinesGame = z.infer<typeof minesGameSchema>;

/** Starts a Mines game: the stake is taken now. One open game per member: ROUND_IN_PROGRESS otherwise. */
export const startMinesGame = defineCall({
  name: 'startMinesGame',
  method: 'POST',
  path: '/wps/bgs/mines/start',
  auth: true,
  query: noInput,
  body: z
    .object({
      amountMinor: positiveAmountMinor,
      mineCount: z.number().int().min(MINES_MIN_MINES).max(MINES_MAX_MINES),
      requestId: requestIdSchema,
    })
    .strict(),
  value: minesGameSchema,
});

/** Opens a cell: a mine ends the game lost; the last safe cell cashes out by itself. */
export const revealMinesCell = defineCall({
  name: 'revealMinesCell',
  method: 'POST',
  path: '/wps/bgs/mines/reveal',
  auth: true,
  query: noInput,
  body: z.object({ roundId: roundIdSchema, cell: cellSchema }).strict(),
  value: minesGameSchema,
});

/** Ends an open game after at least one safe cell (CASH_OUT_UNAVAILABLE before), paying the multiplier on offer. */
export const cashOutMinesGame = defineCall({
  name: 'cashOutMinesGame',
  method: 'POST',
  path: '/wps/bgs/mines/cashout',
  auth: true,
  query: noInput,
  body: z.object({ roundId: roundIdSchema }).strict(),
  value: minesGameSchema,
});

/** The member's open Mines game, if any: a reloaded page carries on where it was. */
export const getMinesGame = defineCall({
  name: 'getMinesGame',
  method: 'GET',
  path: '/wps/bgs/mines/current',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({ game: minesGameSchema.nullable() }),
});

// ---------------------------------------------------------------- Crash

/** A bet as every player sees it: the name masked, the auto cash-out target kept private. */
export const crashBetViewSchema = z.object({
  betId: betIdSchema,
  player: z.string(),
  amountMinor: amountMinorSchema,
  status: z.enum(CRASH_BET_STATUSES),
  cashOutHundredths: z.number().int().min(0).nullable(),
  payoutMinor: amountMinorSchema,
});
export type CrashBetView = z.infer<typeof crashBetViewSchema>;

/** The caller's own bet: as above, with its auto cash-out target. */
export const crashOwnBetSchema = crashBetViewSchema.extend({ autoCashOutHundredths: z.number().int().min(0).nullable() });

/** A beacon round as a Crash round names it: the beacon's Ed25519 key, the round number and when it is due. */
export const crashBeaconSchema = z.object({
  publicKey: hex64,
  round: z.number().int().min(1),
  atMs: timeMs,
  /** 128 hex digits, once the beacon has published the round */
  signature: z.string().regex(/^[0-9a-f]{128}$/).nullable(),
});

export const crashRoundViewSchema = z.object({
  roundId: roundIdSchema,
  phase: z.enum(CRASH_PHASES),
  /** when betting opened */
  bettingOpenedAtMs: timeMs,
  /** when betting closes and the multiplier starts to rise */
  startsAtMs: timeMs,
  /** the multiplier now (running) or where it stopped (crashed); 100 while betting */
  multiplierHundredths: z.number().int().min(0),
  /** once crashed */
  crashPointHundredths: z.number().int().min(0).nullable(),
  crashedAtMs: timeMs.nullable(),
  /** the round's hash of the chain, revealed once crashed: sha256 of it is the previous round's hash */
  roundHash: hex64.nullable(),
  /** the chain's published commitment, and which round of the chain this is (1 for the first played) */
  chainCommitment: hex64,
  chainRoundNumber: z.number().int().min(1),
  /** when the commitment was published: before the chain's first round opened */
  chainPublishedAtMs: timeMs.optional(),
  /**
   * The round's salt once drawn: the randomness of its beacon round (64 hex digits), mixed in as
   * HMAC-SHA256(key = round hash bytes, message = the salt's ASCII text). Null for rounds played without one.
   */
  salt: z.string().nullable(),
  /**
   * The randomness beacon round named when betting opened, due when betting closes; its signature once
   * the round's point is drawn. Null for rounds played before beacon salts (fairness version 1).
   */
  beacon: crashBeaconSchema.nullable().optional(),
  houseEdgeBps: z.number().int().min(0),
});
export type CrashRoundView = z.infer<typeof crashRoundViewSchema>;

export const crashStateSchema = z.object({
  round: crashRoundViewSchema,
  bets: z.array(crashBetViewSchema),
  /** null for guests and members without a bet in this round */
  myBet: crashOwnBetSchema.nullable(),
  /** the latest crashed rounds, newest first */
  history: z.array(z.object({ roundId: roundIdSchema, crashPointHundredths: z.number().int().min(0) })),
  /** the server's clock, so a screen can line its countdown up with the server's */
  serverTimeMs: timeMs,
});
export type CrashState = z.infer<typeof crashStateSchema>;

export const getCrashState = defineCall({
  name: 'getCrashState',
  method: 'GET',
  path: '/wps/bgs/crash/state',
  auth: true,
  query: noInput,
  body: noInput,
  value: crashStateSchema,
});

/**
 * A bet on the round now taking bets; ROUND_CLOSED outside a betting phase (the live feed says when the
 * next one opens). One bet per member and round (BET_ALREADY_PLACED). With `autoCashOutHundredths` the
 * server cashes out at exactly that multiplier when the round reaches it, at the crash point included.
 */
export const placeCrashBet = defineCall({
  name: 'placeCrashBet',
  method: 'POST',
  path: '/wps/bgs/crash/bet',
  auth: true,
  query: noInput,
  body: z
    .object({
      amountMinor: positiveAmountMinor,
      autoCashOutHundredths: z.number().int().min(CRASH_MIN_CASH_OUT_HUNDREDTHS).max(CRASH_MAX_MULTIPLIER_HUNDREDTHS).optional(),
      requestId: requestIdSchema,
    })
    .strict(),
  value: z.object({
    roundId: roundIdSchema,
    bet: crashOwnBetSchema,
    startsAtMs: timeMs,
    balanceMinor: amountMinorSchema,
  }),
});

/**
 * Cashes the member's bet out at the server's multiplier at the moment it handles the call, rounded
 * down to a hundredth (or at the bet's auto target if the round passed it first). ROUND_CLOSED once the
 * round has crashed or the bet has ended; CASH_OUT_UNAVAILABLE before the round runs or below 1.01x.
 */
export const cashOutCrashBet = defineCall({
  name: 'cashOutCrashBet',
  method: 'POST',
  path: '/wps/bgs/crash/cashout',
  auth: true,
  query: noInput,
  body: z.object({ roundId: roundIdSchema }).strict(),
  value: z.object({
    roundId: roundIdSchema,
    bet: crashOwnBetSchema,
    balanceMinor: amountMinorSchema,
  }),
});

// ---------------------------------------------------------------- round details

const roundTimes = { placedAtMs: timeMs, settledAtMs: timeMs.nullable() };

/**
 * Any round by id, for the verifier page and support: Dice and Mines rounds to their own player only,
 * Crash rounds to every member (bets masked). Secrets appear only when they can no longer change an
 * outcome: a Mines game's mines once it ended, a server seed once rotated, a Crash hash once crashed.
 */
export const getInHouseRound = defineCall({
  name: 'getInHouseRound',
  method: 'GET',
  path: '/wps/bgs/rounds/:roundId',
  auth: true,
  params: z.object({ roundId: roundIdSchema }).strict(),
  query: noInput,
  body: noInput,
  value: z.discriminatedUnion('game', [
    z.object({
      game: z.literal('DICE'),
      roundId: roundIdSchema,
      status: z.enum(ROUND_STATUSES),
      amountMinor: amountMinorSchema,
      targetHundredths: z.number().int(),
      direction: z.enum(DICE_DIRECTIONS),
      roll: z.number().int(),
      multiplierUnits: z.number().int().min(0),
      payoutMinor: amountMinorSchema,
      houseEdgeBps: z.number().int().min(0),
      seeds: roundSeedsSchema,
      ...roundTimes,
    }),
    z.object({
      game: z.literal('MINES'),
      roundId: roundIdSchema,
      status: z.enum(ROUND_STATUSES),
      amountMinor: amountMinorSchema,
      mineCount: z.number().int(),
      openedCells: z.array(cellSchema),
      mines: z.array(cellSchema).nullable(),
      multiplierUnits: z.number().int().min(0).nullable(),
      payoutMinor: amountMinorSchema,
      houseEdgeBps: z.number().int().min(0),
      seeds: roundSeedsSchema,
      ...roundTimes,
    }),
    z.object({
      game: z.literal('CRASH'),
      round: crashRoundViewSchema,
      bets: z.array(crashBetViewSchema),
      myBet: crashOwnBetSchema.nullable(),
    }),
  ]),
});
export type InHouseRound = z.infer<typeof getInHouseRound.value>;

// ---------------------------------------------------------------- public fairness records

/**
 * The brand's Crash chains, newest first: each commitment with the time it was published (before the
 * chain's first round), and a finished chain's seed. Anyone may read them, signed in or not.
 */
export const getCrashChains = defineCall({
  name: 'getCrashChains',
  method: 'GET',
  path: '/wps/fairness/crash-chains',
  auth: false,
  query: noInput,
  body: noInput,
  value: z.object({
    chains: z.array(
      z.object({
        chainId: z.string(),
        commitment: hex64,
        publishedAtMs: timeMs,
        roundCount: z.number().int().min(1),
        roundsPlayed: z.number().int().min(0),
        finishedAtMs: timeMs.nullable(),
        /** the terminal seed, once every round of the chain has been played */
        revealedSeed: hex64.nullable(),
      }),
    ),
  }),
});

/** The randomness beacon that salts Crash rounds: its key and its clock. */
export const getFairnessBeacon = defineCall({
  name: 'getFairnessBeacon',
  method: 'GET',
  path: '/wps/fairness/beacon',
  auth: false,
  query: noInput,
  body: noInput,
  value: z.object({
    publicKey: hex64,
    /** round r is due at genesisMs + (r - 1) * periodMs */
    genesisMs: z.number().int().min(0),
    periodMs: z.number().int().min(1),
    /** the newest round published */
    latestRound: z.number().int().min(0),
  }),
});

/** One beacon round as published; ROUND_NOT_FOUND while its time has not come. */
export const getFairnessBeaconRound = defineCall({
  name: 'getFairnessBeaconRound',
  method: 'GET',
  path: '/wps/fairness/beacon/:round',
  auth: false,
  params: z.object({ round: z.string().regex(/^[1-9][0-9]{0,15}$/, 'is a round number') }).strict(),
  query: noInput,
  body: noInput,
  value: z.object({ round: z.number().int().min(1), atMs: timeMs, signature: z.string().regex(/^[0-9a-f]{128}$/), randomness: hex64 }),
});

/** Where the platform serves the standalone verifier and the test vectors (plain files, not calls). */
export const FAIRNESS_VERIFIER_PATH = '/fairness/croupier-verify.mjs';
export const FAIRNESS_VECTORS_PATH = '/fairness/fairness-vectors.json';

// ---------------------------------------------------------------- Crash live feed

/**
 * The live Crash feed: a WebSocket at this path on the brand's host. Guests may watch. A member sends
 * `Authorization: Bearer <token>` with the upgrade where the client can, or, from a browser, the
 * message `{ type: 'auth', token }` first; a bad token closes the socket with code 4401. Every
 * message is one JSON object of crashLiveMessageSchema.
 */
export const CRASH_LIVE_PATH = '/wps/bgs/crash/live';
/** Close codes of the feed: the token was refused; the site is closed to the caller (maintenance, region). */
export const CRASH_LIVE_CLOSE_CODES = { notLoggedIn: 4401, siteClosed: 4503, unknownMerchant: 4421 } as const;

export const crashLiveClientMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }).strict()]);
export type CrashLiveClientMessage = z.infer<typeof crashLiveClientMessageSchema>;

export const crashLiveMessageSchema = z.discriminatedUnion('type', [
  /** on connecting, and again after an auth message: everything a screen needs to draw the game */
  z.object({ type: z.literal('snapshot'), state: crashStateSchema }),
  /** a new round takes bets until startsAtMs */
  z.object({
    type: z.literal('betting'),
    roundId: roundIdSchema,
    startsAtMs: timeMs,
    countdownMs: z.number().int().min(0),
    chainCommitment: hex64,
    chainRoundNumber: z.number().int().min(1),
    salt: z.string().nullable(),
    /** the beacon round that will salt this round, due when betting closes */
    beaconRound: z.number().int().min(1).nullable().optional(),
  }),
  z.object({ type: z.literal('bet'), roundId: roundIdSchema, bet: crashBetViewSchema }),
  z.object({ type: z.literal('running'), roundId: roundIdSchema, startedAtMs: timeMs }),
  /** at most ten a second while the round runs */
  z.object({ type: z.literal('tick'), roundId: roundIdSchema, elapsedMs: z.number().int().min(0), multiplierHundredths: z.number().int().min(0), serverTimeMs: timeMs }),
  z.object({ type: z.literal('cashout'), roundId: roundIdSchema, bet: crashBetViewSchema }),
  /** a bet given its stake back: the round was settled after an outage (no instance ran it at its crash) */
  z.object({ type: z.literal('refund'), roundId: roundIdSchema, bet: crashBetViewSchema }),
  z.object({
    type: z.literal('crashed'),
    roundId: roundIdSchema,
    crashPointHundredths: z.number().int().min(0),
    crashedAtMs: timeMs,
    roundHash: hex64,
    /** when the next round is expected to take bets */
    nextBettingAtMs: timeMs,
  }),
  /** a refusal of a client message; the socket stays open unless a close follows */
  z.object({ type: z.literal('error'), code: z.enum(ERROR_CODES), message: z.string() }),
]);
export type CrashLiveMessage = z.infer<typeof crashLiveMessageSchema>;
