import type { Brand } from '@croupier/brand-config';
import type { PermissionValue, SystemStatusValue } from '@croupier/contract';
import { resolveSystemStatus } from '@croupier/domain';
import { originAtPort } from '../brands';
import type { MerchantContext } from './access';
import type { CdnLists } from './cdn-origins';
import { registerSettings } from './register-settings';
import { whitelabelTree } from './whitelabel';

/** SPEC §4 system status for one caller: the status call's answer, and what the live socket pushes. */
export function systemStatus({ ip, access }: Pick<MerchantContext, 'ip' | 'access'>): SystemStatusValue {
  const status = resolveSystemStatus({ maintenance: access.maintenance !== null, regionRestricted: access.regionRestricted });
  return { status, ip, maintenance: access.maintenance };
}

export function mainDomainOf(brand: Brand): string {
  return brand.domains[0] ?? new URL(brand.origins[0] ?? `http://${brand.code}.localhost`).hostname;
}

/**
 * The brand's addresses as the caller can use them: its local origins (*.localhost) at `localPort`,
 * the port the caller reached this server on (a brand file names 8080, the server may run on another),
 * and its other origins and production domains as written, served by their own proxies. Without a
 * known port the origins stay as written.
 */
export function domainRoute(brand: Brand, localPort: number | null): PermissionValue['info']['domainRoute'] {
  const reachable = (origin: string) => (localPort === null ? origin : originAtPort(origin, localPort));
  return {
    mainDomain: mainDomainOf(brand),
    domains: [
      ...brand.origins.map((origin, index) => ({ origin: reachable(origin), kind: index === 0 ? ('main' as const) : ('mirror' as const) })),
      ...brand.domains.map((domain) => ({ origin: `https://${domain}`, kind: 'production' as const })),
    ],
  };
}

function customerService(brand: Brand): PermissionValue['info']['customerService'] {
  const { liveChatUrl, telegram, facebook } = brand.customerService;
  const entries: PermissionValue['info']['customerService'] = [];
  if (liveChatUrl) entries.push({ kind: 'liveChat', title: 'Live chat', url: liveChatUrl, csPosition: 1 });
  telegram.forEach((url, index) => entries.push({ kind: 'telegram', title: `Telegram ${index + 1}`, url, csPosition: 2 + index }));
  if (facebook) entries.push({ kind: 'facebook', title: 'Facebook', url: facebook, csPosition: 5 });
  return entries;
}

function resources(brand: Brand): PermissionValue['info']['resources'] {
  const { ios, android, lite } = brand.appDownload;
  const links: PermissionValue['info']['resources'] = [];
  if (ios) links.push({ resourceType: 'IOS', labelNameEn: 'iOS', url: ios });
  if (android) links.push({ resourceType: 'ANDROID', labelNameEn: 'Android', url: android });
  if (lite) links.push({ resourceType: 'LITE', labelNameEn: 'Lite app', url: lite });
  return links;
}

/** SPEC §3 permission bundle; `cdnLists` are the image and launch hosts for this caller (cdnListsFor). */
export function permission(context: MerchantContext, localPort: number | null, cdnLists: CdnLists): PermissionValue {
  const { brand, ip, access } = context;
  return {
    info: {
      customerService: customerService(brand),
      domainRoute: domainRoute(brand, localPort),
      resources: resources(brand),
      whitelabel: whitelabelTree(brand),
      register: registerSettings(brand),
      mainDomain: mainDomainOf(brand),
      analytics: { gtagId: null },
      imageCDNs: cdnLists.imageCDNs,
      launchGameCDNs: cdnLists.launchGameCDNs,
    },
    location: { ip },
    maintenance: access.maintenance,
    regionRestriction: { restricted: access.regionRestricted, ip },
  };
}
