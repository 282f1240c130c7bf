import { z } from 'zod';
import { GAME_TYPES, LANGUAGES, REGISTER_FIELDS } from '@croupier/domain';
import { defineCall } from './call';

const noInput = z.object({}).strict();
const language = z.enum(LANGUAGES);

export const maintenanceSchema = z.object({
  title: z.string(),
  message: z.string(),
  /** ISO time the maintenance is expected to end, when known */
  until: z.string().nullable(),
});

export const systemStatusValue = z.object({
  /** SPEC §4: 0 normal, 1 maintenance (wins), 2 region-restricted */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  maintenance: maintenanceSchema.nullable(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValue>;

export const getSystemStatus = defineCall({
  name: 'getSystemStatus',
  method: 'GET',
  path: '/wps/system/status',
  auth: false,
  query: z.object({ lang: language.optional() }).strict(),
  body: noInput,
  value: systemStatusValue,
});

export type WhitelabelNode = { modId: string; enabled: boolean; childrenNodes: WhitelabelNode[] };
export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(whitelabelNode) }),
);

export const getWhitelabel = defineCall({
  name: 'getWhitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: false,
  query: noInput,
  body: noInput,
  value: z.object({ merchantCode: z.string(), displayName: z.string(), modules: z.array(whitelabelNode) }),
});

export const domainRouteValue = z.object({
  mainDomain: z.string(),
  domains: z.array(z.object({ origin: z.string(), kind: z.enum(['main', 'mirror', 'production']) })),
});
export const getDomainRoute = defineCall({
  name: 'getDomainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: false,
  query: noInput,
  body: noInput,
  value: domainRouteValue,
});

export const fieldRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  visible: z.boolean(),
  required: z.boolean(),
  /** SPEC §5 pattern id; '*' means any */
  patternId: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registerSettingsValue = z.object({
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  smsVerification: z.boolean(),
  fields: z.array(fieldRuleSchema),
});
export type RegisterSettings = z.infer<typeof registerSettingsValue>;

export const getRegisterSettings = defineCall({
  name: 'getRegisterSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: false,
  query: noInput,
  body: noInput,
  value: registerSettingsValue,
});

export const customerServiceEntry = z.object({
  kind: z.enum(['liveChat', 'telegram', 'facebook']),
  title: z.string(),
  url: z.string(),
  csPosition: z.number().int(),
});

export const permissionValue = z.object({
  info: z.object({
    customerService: z.array(customerServiceEntry),
    domainRoute: domainRouteValue,
    resources: z.array(z.object({ resourceType: z.string(), labelNameEn: z.string(), url: z.string() })),
    whitelabel: z.array(whitelabelNode),
    register: registerSettingsValue,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
  location: z.object({ ip: z.string() }),
  maintenance: maintenanceSchema.nullable(),
  regionRestriction: z.object({ restricted: z.boolean(), ip: z.string() }),
});
export type PermissionValue = z.infer<typeof permissionValue>;

export const getPermission = defineCall({
  name: 'getPermission',
  method: 'GET',
  path: '/wps/system/permission',
  auth: false,
  query: z.object({ lang: language.optional() }).strict(),
  body: noInput,
  value: permissionValue,
});

/** iconUrl: the vendor's logo (SPEC §2 footer logo rows, vendor tabs and list filters). */
export const vendorSchema = z.object({ vassalage: z.string(), name: z.string(), gameCount: z.number().int().min(0), iconUrl: z.string() });
export type Vendor = z.infer<typeof vendorSchema>;
export const gameCardSchema = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string(),
  gameCode: z.string(),
  isGame: z.boolean(),
  iconUrl: z.string(),
  /** SPEC §3: the large art of the tile view and hot games (the name keeps the source's spelling). */
  lagerIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
});
export type GameCard = z.infer<typeof gameCardSchema>;

export const categorySchema = z.object({
  gameType: z.enum(GAME_TYPES),
  title: z.string(),
  cards: z.array(gameCardSchema),
  gameClassify: z.array(z.object({ gameType: z.enum(GAME_TYPES), vendors: z.array(vendorSchema) })),
});
export type Category = z.infer<typeof categorySchema>;

export const getGameMenus = defineCall({
  name: 'getGameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: false,
  query: z.object({ language: language.optional() }).strict(),
  body: noInput,
  value: z.object({ categories: z.array(categorySchema) }),
});

export const bannerSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  url: z.string().nullable(),
  linkageType: z.enum(['none', 'internal', 'external']),
});
export const noticeSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });
export type Banner = z.infer<typeof bannerSchema>;
export type Notice = z.infer<typeof noticeSchema>;

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const getAnnouncements = defineCall({
  name: 'getAnnouncements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: false,
  query: z
    .object({
      types: z
        .string()
        .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'types is a comma list of B, PL, PU, PR, H')
        .optional(),
      platform: z.literal('W').optional(),
      execution: z.enum(['A', 'B', 'F']).optional(),
      language: language.optional(),
    })
    .strict(),
  body: noInput,
  value: z.object({
    banners: z.array(bannerSchema),
    player: z.array(noticeSchema),
    popup: z.array(noticeSchema),
    promotion: z.array(noticeSchema),
  }),
});
