import type { Brand } from '@croupier/brand-config';

export interface ExternalLink {
  key: string;
  href: string;
  /** Dictionary key and its values */
  labelKey: string;
  labelValues?: Record<string, string | number>;
}

/** SPEC §2 customer-service links: live chat, Telegram 1-3, Facebook, as the brand file lists them. */
export function customerServiceLinks(brand: Brand): ExternalLink[] {
  const links: ExternalLink[] = [];
  const service = brand.customerService;
  if (service.liveChatUrl) links.push({ key: 'liveChat', href: service.liveChatUrl, labelKey: 'shell:service.liveChat' });
  service.telegram.forEach((href, index) =>
    links.push({ key: `telegram${index + 1}`, href, labelKey: 'shell:service.telegram', labelValues: { number: index + 1 } }),
  );
  if (service.facebook) links.push({ key: 'facebook', href: service.facebook, labelKey: 'shell:service.facebook' });
  return links;
}

export function appDownloadLinks(brand: Brand): ExternalLink[] {
  const links: ExternalLink[] = [];
  const { ios, android, lite } = brand.appDownload;
  if (ios) links.push({ key: 'ios', href: ios, labelKey: 'shell:download.ios' });
  if (android) links.push({ key: 'android', href: android, labelKey: 'shell:download.android' });
  if (lite) links.push({ key: 'lite', href: lite, labelKey: 'shell:download.lite' });
  return links;
}
