import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted, so equal payloads give equal text whatever order their keys were
 * written in. A bigint is written as the plain JSON number it is (5n and 5 are the same amount), at
 * any size, since a payload carries minor units. What JSON.stringify would drop (undefined, functions)
 * is dropped the same way; a value JSON cannot carry (NaN, Infinity, symbols) is refused, because a
 * key hashed over a lossy text could match a payload it should not.
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalOf(value, '$');
  if (text === undefined) throw new TypeError('an idempotency payload must be a JSON value, got undefined');
  return text;
}

function canonicalOf(value: unknown, where: string): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'bigint':
      return value.toString();
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`${where} is ${value}, which JSON cannot carry`);
      return JSON.stringify(value);
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'undefined':
    case 'function':
      return undefined;
    case 'symbol':
      throw new TypeError(`${where} is a symbol, which JSON cannot carry`);
    case 'object':
      return objectOf(value, where);
  }
  throw new TypeError(`${where} cannot be written as JSON`);
}

function objectOf(value: object, where: string): string | undefined {
  const withJson = value as { toJSON?: unknown };
  if (typeof withJson.toJSON === 'function') return canonicalOf((withJson.toJSON as () => unknown).call(value), where);
  if (Array.isArray(value)) {
    const items = value.map((item: unknown, index) => canonicalOf(item, `${where}[${index}]`) ?? 'null');
    return `[${items.join(',')}]`;
  }
  const fields: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const text = canonicalOf((value as Record<string, unknown>)[key], `${where}.${key}`);
    if (text !== undefined) fields.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${fields.join(',')}}`;
}

/** SHA-256 (hex) of the payload's canonical JSON: what an idempotency key is stored with. */
export function payloadSha256(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}
