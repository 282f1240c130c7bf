import type { PermissionValue } from '@croupier/contract';
import { readStorage, writeStorage } from '../preferences/read-storage';
import { STORAGE_KEYS } from '../preferences/storage-keys';

/** SPEC §3 permission imageCDNs and launchGameCDNs: the hosts the server offers for this visit. */
export type CdnLists = Pick<PermissionValue['info'], 'imageCDNs' | 'launchGameCDNs'>;

/** The hosts this visit uses; null until the server's lists are known (art stays on the page's origin). */
export interface VisitHosts {
  image: string | null;
  launch: string | null;
}

export const NO_VISIT_HOSTS: VisitHosts = { image: null, launch: null };

/** One host of the list, each as likely as the next; none from an empty list. */
export function pickHost(hosts: readonly string[], random: () => number): string | null {
  if (hosts.length === 0) return null;
  const index = Math.min(hosts.length - 1, Math.max(0, Math.floor(random() * hosts.length)));
  return hosts[index] ?? null;
}

function hostOrNull(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\/[^/?#\s]+$/.test(value) ? value : null;
}

/** The hosts this tab picked earlier in the visit, if any: a reload keeps them. */
export function readVisitHosts(storage: Storage | undefined): VisitHosts {
  const text = readStorage(storage, STORAGE_KEYS.cdnHosts);
  if (!text) return NO_VISIT_HOSTS;
  try {
    const kept = JSON.parse(text) as Partial<Record<keyof VisitHosts, unknown>> | null;
    return { image: hostOrNull(kept?.image), launch: hostOrNull(kept?.launch) };
  } catch {
    return NO_VISIT_HOSTS;
  }
}

/**
 * SPEC §9: the visit's image and launch hosts, each picked at random from the server's list once and
 * kept in the tab's storage, so every page of the visit (and a reload) loads from the same host and
 * the browser's cache of it serves them; a new tab picks again. A kept host the list no longer names
 * is picked again.
 */
export function visitHostsFor(storage: Storage | undefined, lists: CdnLists, random: () => number = Math.random): VisitHosts {
  const kept = readVisitHosts(storage);
  const keep = (host: string | null, hosts: readonly string[]) => (host !== null && hosts.includes(host) ? host : pickHost(hosts, random));
  const hosts: VisitHosts = { image: keep(kept.image, lists.imageCDNs), launch: keep(kept.launch, lists.launchGameCDNs) };
  if (hosts.image !== kept.image || hosts.launch !== kept.launch) writeStorage(storage, STORAGE_KEYS.cdnHosts, JSON.stringify(hosts));
  return hosts;
}
