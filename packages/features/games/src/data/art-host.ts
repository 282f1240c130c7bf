/**
 * SPEC §9: a visit loads the platform's art from one image host picked from the server's list (the
 * shell picks it; GamesEnvironment.imageHost). The answers name art by path on the platform
 * ("/assets/art/game/x.svg"); the data layer puts the host in front of those as the answers arrive, so
 * every screen shows the fields as they are.
 */

/** The answer fields that hold art: game and winner icons, the large tile art, vendor logos, banners. */
export const ART_FIELDS: readonly string[] = ['iconUrl', 'lagerIcon', 'imageUrl'];

/** A path on the platform, as opposed to an address of its own ("https://…", "//host/…", "data:…"). */
export function isRootRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/**
 * The art at `url` as the image host serves it: a root-relative path goes to `host`, anything else
 * (art on a host of its own, a data: picture) is left alone. No host yet: as it was.
 */
export function throughHost(url: string, host: string | null | undefined): string {
  if (!host || !isRootRelative(url)) return url;
  return `${host.replace(/\/+$/, '')}${url}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * An answer with every art field (ART_FIELDS, at any depth: cards in menus, pages, winner lists,
 * vendors in lanes, banners) sent through `host`. The answer itself is not changed: the cache keeps
 * what the server said, so a new pick would apply to it as well.
 */
export function withArtHost<T>(value: T, host: string | null | undefined): T {
  if (!host) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isPlainObject(node)) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(node)) {
      copy[key] = typeof field === 'string' && ART_FIELDS.includes(key) ? throughHost(field, host) : walk(field);
    }
    return copy;
  };
  return walk(value) as T;
}
