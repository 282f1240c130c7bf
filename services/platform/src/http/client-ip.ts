import { isIP } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The caller's address as players and operators write it. A dual-stack socket reports IPv4 callers as
 * ::ffff:a.b.c.d; that is the IPv4 address a.b.c.d, and region blocks are written for it.
 */
export function normalizeClientIp(raw: string): string {
  const mapped = IPV4_MAPPED.exec(raw);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  return raw.toLowerCase();
}
