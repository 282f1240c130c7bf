import { z } from 'zod';
import { OPS_MEMBER_TYPES } from '@croupier/domain';
import { defineCall } from './call';
import { maintenanceSchema } from './system';
import { AGENT_CONTRACT_OPS_CALLS } from './agent-contracts';

/**
 * Operator calls of the reference platform. They are not player calls: the server checks an operator
 * token (header X-Ops-Token) instead of a session, and the brand comes from the path, not the host.
 * They are kept out of ALL_CALLS so player clients never see them.
 */
export const OPS_TOKEN_HEADER = 'x-ops-token';

const noInput = z.object({}).strict();
const brandParams = z.object({ code: z.string().min(1).max(40) }).strict();

export const regionBlockSchema = z.object({
  /** normalized network, such as 203.0.113.0/24 or 2001:db8::/32; a single address has the full prefix */
  cidr: z.string(),
  createdAt: z.string(),
});
export type RegionBlock = z.infer<typeof regionBlockSchema>;

export const opsBrandStatusSchema = z.object({
  code: z.string(),
  merchantCode: z.string(),
  displayName: z.string(),
  maintenance: maintenanceSchema.nullable(),
  regionBlocks: z.array(regionBlockSchema),
});
export type OpsBrandStatus = z.infer<typeof opsBrandStatusSchema>;

export const opsListBrands = defineCall({
  name: 'opsListBrands',
  method: 'GET',
  path: '/ops/brands',
  auth: false,
  query: noInput,
  body: noInput,
  value: z.object({ brands: z.array(opsBrandStatusSchema) }),
});

export const maintenanceInputSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    message: z.string().trim().min(1).max(2000),
    /** ISO 8601 time with offset, such as 2030-01-01T06:00:00Z; omitted or null when unknown */
    until: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();

export const opsStartMaintenance = defineCall({
  name: 'opsStartMaintenance',
  method: 'POST',
  path: '/ops/brands/:code/maintenance',
  auth: false,
  params: brandParams,
  query: noInput,
  body: maintenanceInputSchema,
  value: opsBrandStatusSchema,
});

export const opsEndMaintenance = defineCall({
  name: 'opsEndMaintenance',
  method: 'DELETE',
  path: '/ops/brands/:code/maintenance',
  auth: false,
  params: brandParams,
  query: noInput,
  body: noInput,
  value: opsBrandStatusSchema,
});

export const opsListRegionBlocks = defineCall({
  name: 'opsListRegionBlocks',
  method: 'GET',
  path: '/ops/brands/:code/region-blocks',
  auth: false,
  params: brandParams,
  query: noInput,
  body: noInput,
  value: z.object({ blocks: z.array(regionBlockSchema) }),
});

const cidrInput = z.string().trim().min(1).max(64);

export const opsAddRegionBlock = defineCall({
  name: 'opsAddRegionBlock',
  method: 'POST',
  path: '/ops/brands/:code/region-blocks',
  auth: false,
  params: brandParams,
  query: noInput,
  /** an IPv4 or IPv6 address, or a network in CIDR notation */
  body: z.object({ cidr: cidrInput }).strict(),
  value: z.object({ added: regionBlockSchema, blocks: z.array(regionBlockSchema) }),
});

export const opsRemoveRegionBlock = defineCall({
  name: 'opsRemoveRegionBlock',
  method: 'DELETE',
  path: '/ops/brands/:code/region-blocks',
  auth: false,
  params: brandParams,
  query: z.object({ cidr: cidrInput }).strict(),
  body: noInput,
  value: z.object({ removed: z.string(), blocks: z.array(regionBlockSchema) }),
});

export const opsCreateMemberInputSchema = z
  .object({
    username: z.string().trim().min(3).max(64),
    /** omitted for an SMS-only account, which then needs a mobile number */
    password: z.string().min(1).max(128).optional(),
    type: z.literal(OPS_MEMBER_TYPES),
    /** national number, such as 01712345678 */
    mobileNum: z.string().trim().max(20).optional(),
    /** such as +880; the brand's default country when omitted */
    countryDialingCode: z.string().trim().max(6).optional(),
    email: z.string().trim().max(120).optional(),
    /** for agents: the code players register with; made from the merchant code when omitted */
    affiliateCode: z.string().trim().regex(/^[A-Za-z0-9]{4,16}$/).optional(),
    /** the player must change the password at the next login */
    initialPassword: z.boolean().optional(),
    /** the password counts as older than the expiry period */
    passwordExpired: z.boolean().optional(),
    /** the agent (its id, of this brand) the member sits under in the agent tree, as if registered with its code */
    uplineId: z.string().regex(/^[1-9][0-9]{0,18}$/, 'is a member id').optional(),
  })
  .strict();

export const opsMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  type: z.number().int(),
  affiliateCode: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsMember = z.infer<typeof opsMemberSchema>;

export const opsCreateMember = defineCall({
  name: 'opsCreateMember',
  method: 'POST',
  path: '/ops/brands/:code/members',
  auth: false,
  params: brandParams,
  query: noInput,
  body: opsCreateMemberInputSchema,
  value: opsMemberSchema,
});

/**
 * Test and demo reads: what the embedded SMS and mail providers "sent" (and where mail sent to a
 * member's SMTP server went, to read it there), and a captcha's answer.
 * The server has these routes only outside production (NODE_ENV is not production).
 */
export const opsReadSmsOutbox = defineCall({
  name: 'opsReadSmsOutbox',
  method: 'GET',
  path: '/ops/brands/:code/sms-outbox',
  auth: false,
  params: brandParams,
  query: z.object({ mobileNum: z.string().trim().min(1).max(20), countryDialingCode: z.string().trim().max(6).optional() }).strict(),
  body: noInput,
  value: z.object({
    /** newest first */
    messages: z.array(z.object({ countryDialingCode: z.string(), mobileNum: z.string(), text: z.string(), code: z.string().nullable(), sentAt: z.string() })),
  }),
});

export const opsReadMailOutbox = defineCall({
  name: 'opsReadMailOutbox',
  method: 'GET',
  path: '/ops/brands/:code/mail-outbox',
  auth: false,
  params: brandParams,
  query: z.object({ username: z.string().trim().min(1).max(64) }).strict(),
  body: noInput,
  value: z.object({
    /** the member's mail address now, where an SMTP server (the demo mailbox) got its mail; null without a member or an address */
    address: z.string().nullable(),
    /** newest first */
    messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), link: z.string().nullable(), sentAt: z.string() })),
  }),
});

export const opsReadCaptchaAnswer = defineCall({
  name: 'opsReadCaptchaAnswer',
  method: 'GET',
  path: '/ops/brands/:code/captchas/:key',
  auth: false,
  params: z.object({ code: z.string().min(1).max(40), key: z.string().min(1).max(64) }).strict(),
  query: noInput,
  body: noInput,
  value: z.object({ answer: z.string() }),
});

/** Operator calls that exist only outside production. */
export const OPS_TEST_CALLS = [opsReadSmsOutbox, opsReadMailOutbox, opsReadCaptchaAnswer] as const;


export const vendorEngineSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  /** the engine's launch page; null while the vendor has no connected engine (its games answer maintenance) */
  launchUrl: z.string().nullable(),
});
export type VendorEngine = z.infer<typeof vendorEngineSchema>;

/**
 * Connects a catalogue vendor to its game engine, or disconnects it (launchUrl null). Vendors are shared
 * by every merchant, so this is not a brand call.
 */
export const opsSetVendorEngine = defineCall({
  name: 'opsSetVendorEngine',
  method: 'PUT',
  path: '/ops/vendors/:vassalage/engine',
  auth: false,
  params: z.object({ vassalage: z.string().regex(/^[A-Z0-9_]{2,16}$/, 'is a vendor code such as SPW') }).strict(),
  query: noInput,
  body: z
    .object({
      launchUrl: z
        .url({ protocol: /^https?$/, error: 'is an http or https address' })
        .max(500)
        .nullable(),
    })
    .strict(),
  value: vendorEngineSchema,
});

export const ledgerProblemSchema = z.object({
  /** such as posting-unbalanced, entry-chain-broken, account-balance-mismatch, member-balance-negative */
  problem: z.string(),
  /** the posting, entry or account id, or the idempotency source/key */
  subject: z.string(),
  detail: z.string(),
});
export type LedgerProblem = z.infer<typeof ledgerProblemSchema>;

/**
 * Runs the ledger's own check (the SQL function ledger_check()) over the whole database: every
 * posting sums to zero, every account's balance is the sum and the end of its chain of entries, no
 * member wallet is below zero. No problems means the ledger is consistent.
 */
export const opsCheckLedger = defineCall({
  name: 'opsCheckLedger',
  method: 'GET',
  path: '/ops/ledger/check',
  auth: false,
  query: noInput,
  body: noInput,
  value: z.object({
    consistent: z.boolean(),
    problems: z.array(ledgerProblemSchema),
    /** what was checked */
    postings: z.number().int().min(0),
    entries: z.number().int().min(0),
    accounts: z.number().int().min(0),
  }),
});

export const OPS_CALLS = [
  opsListBrands,
  opsStartMaintenance,
  opsEndMaintenance,
  opsListRegionBlocks,
  opsAddRegionBlock,
  opsRemoveRegionBlock,
  opsCreateMember,
  opsSetVendorEngine,
  opsCheckLedger,
  ...AGENT_CONTRACT_OPS_CALLS,
] as const;
