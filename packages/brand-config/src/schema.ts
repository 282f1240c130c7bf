import { z } from 'zod';
import { catalogueSchema } from './catalogue';
import { COLOR_TOKENS, FONT_TOKENS, LENGTH_TOKENS } from './tokens';
import { colorValue, fontStackValue, httpUrl, lengthValue } from './values';

const LANGUAGE = z.enum(['bn', 'en'], { error: 'unsupported language. Fix: use "bn" or "en"' });

function partialTokens() {
  const shape: Record<string, z.ZodOptional<z.ZodType<string>>> = {};
  for (const token of COLOR_TOKENS) shape[token] = colorValue.optional().describe(`Colour token ${token}`);
  for (const token of LENGTH_TOKENS) shape[token] = lengthValue.optional().describe(`Length token ${token}`);
  for (const token of FONT_TOKENS) shape[token] = fontStackValue.optional().describe('Font family stack');
  return z.strictObject(shape);
}

const featuresSchema = z
  .strictObject({
    pointsSystem: z.boolean().describe('Points system and points mall'),
    manualRebate: z.boolean().describe('Manual rebate entry in the account menu'),
    referral: z.boolean().describe('Referral promotion and invite-friends entry'),
    mobileRegistration: z.boolean().describe('Registration by mobile number'),
    usernameRegistration: z.boolean().describe('Registration by username'),
    smsVerification: z.boolean().describe('SMS verification codes on registration'),
    freePlay: z.boolean().describe('Free-play trial accounts'),
    passwordExpiryChange: z.boolean().describe('Forced change of an expired password at login'),
    mobileCodeLogin: z.boolean().describe('Login with a mobile number and SMS verification code'),
    affiliate: z.boolean().describe('Affiliate codes and affiliate application'),
    salaryContracts: z.boolean().describe('Daily, hourly and real-time salary contracts for agents'),
    dividendContracts: z.boolean().describe('Dividend contracts for agents'),
  })
  .describe('Per-site feature flags of SPEC §1');

/** 1 %: what the in-house games keep when a brand file says nothing. */
const DEFAULT_IN_HOUSE_EDGE_BPS = 100;

/** A stake in minor units that every place money goes through carries exactly (a JavaScript safe integer). */
const stakeMinorSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const betLimitsSchema = z
  .strictObject({
    minBetMinor: stakeMinorSchema.describe('Smallest stake, in minor units of the brand currency (cents, paisa)'),
    maxBetMinor: stakeMinorSchema.describe('Largest stake, in minor units of the brand currency'),
  })
  .refine((limits) => limits.minBetMinor <= limits.maxBetMinor, { message: 'minBetMinor must not be above maxBetMinor', path: ['maxBetMinor'] })
  .describe('Stake limits of one game; left out, 1 to 10,000 whole units of the currency');

const inHouseSchema = z
  .strictObject({
    houseEdgeBps: z
      .number()
      .int()
      // above half of every stake is a wrong unit, not a house edge (the provably-fair package refuses it too)
      .min(0)
      .max(5_000)
      .describe('House edge of Crash, Dice and Mines in basis points: 100 is 1 %, so the games return 99 % of stakes'),
    limits: z
      .strictObject({ CRASH: betLimitsSchema.optional(), DICE: betLimitsSchema.optional(), MINES: betLimitsSchema.optional() })
      .optional()
      .describe('Stake limits per in-house game, in minor units'),
  })
  .describe('The in-house games (Crash, Dice, Mines); left out, the house edge is 1 % and stakes are 1 to 10,000 whole units');

/** An amount of money in minor units, above zero. */
const positiveMinorSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const receivingAccountSchema = z
  .strictObject({
    holder: z.string().trim().min(1).max(60).describe('Name the account is held in, as the player’s bank or wallet app shows it'),
    number: z.string().trim().min(4).max(40).describe('Account or wallet number the player sends money to'),
    bank: z.string().trim().min(1).max(60).optional().describe('Bank and branch, for bank transfers'),
  })
  .describe('Where the player sends the money of a manual transfer');

const depositChannelSchema = z
  .strictObject({
    code: z
      .string()
      .regex(/^[A-Z0-9_]{2,24}$/, { error: 'must be 2 to 24 uppercase letters, digits or _' })
      .describe('Channel code, unique in the brand: BKASH, NAGAD, BANK_CITY'),
    kind: z
      .enum(['MANUAL', 'GATEWAY'])
      .describe(
        'MANUAL: the player transfers by bank or mobile wallet and an operator confirms the money arrived; GATEWAY: the player pays on a payment gateway’s page and its signed notice confirms it',
      ),
    method: z.enum(['BANK', 'MOBILE_WALLET', 'CARD']).describe('How the money travels, for the icon and the wording of the page'),
    name: z.string().trim().min(1).max(40).describe('Name shown to players: bKash, Nagad, City Bank'),
    receivingAccount: receivingAccountSchema.optional().describe('MANUAL channels: where the player sends the money'),
    gateway: z
      .string()
      .regex(/^[A-Z0-9_]{2,24}$/, { error: 'must be 2 to 24 uppercase letters, digits or _' })
      .optional()
      .describe('GATEWAY channels: the code of the payment gateway the server is connected to'),
    minMinor: positiveMinorSchema.describe('Smallest deposit, in minor units'),
    maxMinor: positiveMinorSchema.describe('Largest single deposit, in minor units'),
    dailyMaxMinor: positiveMinorSchema.describe('Most one player may deposit through this channel in a day of the brand’s time zone, pending and confirmed together'),
  })
  .refine((channel) => channel.minMinor <= channel.maxMinor, { message: 'minMinor must not be above maxMinor', path: ['maxMinor'] })
  .refine((channel) => channel.maxMinor <= channel.dailyMaxMinor, { message: 'maxMinor must not be above dailyMaxMinor', path: ['dailyMaxMinor'] })
  .refine((channel) => channel.kind !== 'MANUAL' || channel.receivingAccount !== undefined, { message: 'is required for a MANUAL channel', path: ['receivingAccount'] })
  .refine((channel) => channel.kind !== 'GATEWAY' || channel.gateway !== undefined, { message: 'is required for a GATEWAY channel', path: ['gateway'] })
  .refine((channel) => channel.kind === 'GATEWAY' || channel.gateway === undefined, { message: 'is for GATEWAY channels only', path: ['gateway'] })
  .describe('One way players put money in');

const withdrawChannelSchema = z
  .strictObject({
    code: z
      .string()
      .regex(/^[A-Z0-9_]{2,24}$/, { error: 'must be 2 to 24 uppercase letters, digits or _' })
      .describe('Channel code, unique in the brand: BKASH, BANK'),
    method: z.enum(['BANK', 'MOBILE_WALLET']).describe('Where the money is paid to: a bank account or a mobile wallet number'),
    name: z.string().trim().min(1).max(40).describe('Name shown to players'),
    minMinor: positiveMinorSchema.describe('Smallest withdrawal, in minor units'),
    maxMinor: positiveMinorSchema.describe('Largest single withdrawal, in minor units'),
    dailyMaxMinor: positiveMinorSchema.describe('Most one player may withdraw through this channel in a day of the brand’s time zone, pending and paid together'),
  })
  .refine((channel) => channel.minMinor <= channel.maxMinor, { message: 'minMinor must not be above maxMinor', path: ['maxMinor'] })
  .refine((channel) => channel.maxMinor <= channel.dailyMaxMinor, { message: 'maxMinor must not be above dailyMaxMinor', path: ['dailyMaxMinor'] })
  .describe('One way players take money out');

const cashierSchema = z
  .strictObject({
    depositChannels: z
      .array(depositChannelSchema)
      .max(12)
      .default([])
      .refine((channels) => new Set(channels.map((channel) => channel.code)).size === channels.length, { message: 'channel codes must be unique' })
      .describe('Deposit channels in the order the deposit page lists them'),
    withdrawChannels: z
      .array(withdrawChannelSchema)
      .max(12)
      .default([])
      .refine((channels) => new Set(channels.map((channel) => channel.code)).size === channels.length, { message: 'channel codes must be unique' })
      .describe('Withdrawal channels in the order the withdraw page lists them'),
    turnoverPercent: z
      .number()
      .int()
      .min(0)
      .max(5_000)
      .default(100)
      .describe('Valid bets a player must place after a deposit before withdrawing, in percent of it: 100 means bets worth the deposit; 0 turns the rule off'),
    withdrawalConfirmation: z
      .strictObject({
        autoReceiptMinutes: z
          .number()
          .int()
          .min(1)
          .max(10_080)
          .describe('Minutes a player has to say what arrived before a paid withdrawal counts as received'),
      })
      .optional()
      .describe('Players confirm what a paid withdrawal brought: all, part (the rest is disputed) or nothing; left out, paid is final'),
    secondApprovalAboveMinor: positiveMinorSchema.describe(
      'A deposit or withdrawal above this amount (minor units) needs a second operator’s approval before money moves',
    ),
  })
  .describe('Deposits and withdrawals: channels, limits and approvals');

export const brandSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path of the JSON Schema, for editors'),
    code: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,30}$/, { error: 'must be lowercase letters, digits or dashes, starting with a letter' })
      .describe('Brand code: names the file, the app folder and the default host (<code>.localhost)'),
    merchantCode: z
      .string()
      .regex(/^[A-Z0-9]{3,20}$/, { error: 'must be 3 to 20 uppercase letters or digits' })
      .describe('Merchant code: fixed per brand, scopes all data on the server'),
    displayName: z.string().min(1).max(60).describe('Brand name shown to players'),
    origins: z
      .array(httpUrl)
      .min(1)
      .describe('Origins this brand answers on, such as http://shonali.localhost:8080; the first is the main one'),
    domains: z.array(z.string().regex(/^[a-z0-9.-]+$/)).default([]).describe('Production host names of the brand'),
    languages: z
      .strictObject({
        default: LANGUAGE.describe('Language shown to a first-time visitor'),
        offered: z.array(LANGUAGE).min(1).describe('Languages the visitor may switch to'),
      })
      .refine((value) => value.offered.includes(value.default), {
        error: 'the default language must be one of the offered languages. Fix: add it to "offered"',
      }),
    currency: z.strictObject({
      code: z.string().regex(/^[A-Z]{3}$/, { error: 'must be a three-letter ISO 4217 code such as BDT' }),
      symbol: z.string().min(1).max(4).describe('Symbol shown before amounts'),
      scale: z.number().int().min(0).max(4).describe('Digits after the decimal point: minor units per major unit = 10^scale'),
    }),
    walletMode: z.enum(['single', 'transfer']).describe('single: one wallet; transfer: main wallet plus a wallet per vendor'),
    timeZone: z.string().min(1).describe('IANA time zone for reports and settlement periods, such as Asia/Dhaka'),
    theme: z.strictObject({
      defaultMode: z.enum(['light', 'dark']).describe('Theme a first-time visitor sees'),
      light: partialTokens().default({}).describe('Overrides of the light base tokens'),
      dark: partialTokens().default({}).describe('Overrides of the dark base tokens'),
    }),
    logo: z.strictObject({
      wordmark: z.string().min(1).max(30).describe('Text of the logo'),
      mark: z.string().min(1).max(2).describe('One or two letters for the square logo mark'),
      markColor: colorValue.describe('Background colour of the mark'),
      markTextColor: colorValue.describe('Letter colour of the mark'),
    }),
    features: featuresSchema,
    customerService: z.strictObject({
      liveChatUrl: httpUrl.optional().describe('Live chat address'),
      telegram: z.array(httpUrl).max(3).default([]).describe('Telegram links, at most three'),
      facebook: httpUrl.optional().describe('Facebook page'),
    }),
    appDownload: z.strictObject({
      ios: httpUrl.optional(),
      android: httpUrl.optional(),
      lite: httpUrl.optional(),
    }),
    inHouse: inHouseSchema.default({ houseEdgeBps: DEFAULT_IN_HOUSE_EDGE_BPS }),
    cashier: cashierSchema.optional().describe('Deposits and withdrawals; left out, the brand takes no money in'),
    catalogue: catalogueSchema.prefault({}),
  })
  .describe('A Croupier brand: everything that makes one white-label site differ from another');

export type BrandInput = z.input<typeof brandSchema>;
export type Brand = z.output<typeof brandSchema>;
export type BrandFeatures = Brand['features'];
export type FeatureFlag = keyof BrandFeatures;
export type CashierSettings = NonNullable<Brand['cashier']>;
export type DepositChannel = CashierSettings['depositChannels'][number];
export type WithdrawChannel = CashierSettings['withdrawChannels'][number];
export type { CatalogueSettings, HotGamesRule } from './catalogue';
