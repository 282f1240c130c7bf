/**
 * IPv4 and IPv6 addresses and networks as operators type them for region blocks. Anything that is not
 * exactly an address or a network is refused with a sentence saying what is wrong.
 */
export type IpFamily = 4 | 6;

export interface IpNetwork {
  family: IpFamily;
  /** network address with the host bits cleared */
  address: bigint;
  prefixLength: number;
  /** canonical text, always with the prefix: 203.0.113.0/24, 2001:db8::/32, 198.51.100.7/32 */
  text: string;
}

export class CidrError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CidrError';
  }
}

const BITS: Record<IpFamily, number> = { 4: 32, 6: 128 };

function parseIpv4(text: string, shown: string): bigint {
  const parts = text.split('.');
  if (parts.length !== 4) throw new CidrError(`"${shown}" is not an IPv4 address: it needs four numbers separated by dots`);
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) throw new CidrError(`"${shown}" is not an IPv4 address: "${part}" is not a number from 0 to 255`);
    if (part.length > 1 && part.startsWith('0')) throw new CidrError(`"${shown}" is not an IPv4 address: "${part}" has a leading zero`);
    const octet = Number(part);
    if (octet > 255) throw new CidrError(`"${shown}" is not an IPv4 address: ${octet} is larger than 255`);
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseGroups(text: string, shown: string): bigint[] {
  if (text === '') return [];
  return text.split(':').map((group) => {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) throw new CidrError(`"${shown}" is not an IPv6 address: "${group}" is not a group of one to four hex digits`);
    return BigInt(`0x${group}`);
  });
}

function parseIpv6(text: string, shown: string): bigint {
  if (text.includes('%')) throw new CidrError(`"${shown}" has a zone (%...): write the address without it`);
  let body = text;
  const tail: bigint[] = [];
  const lastColon = text.lastIndexOf(':');
  const lastPart = text.slice(lastColon + 1);
  if (lastPart.includes('.')) {
    // An IPv4 tail such as ::ffff:192.0.2.1 stands for the last two groups.
    const v4 = parseIpv4(lastPart, shown);
    tail.push(v4 >> 16n, v4 & 0xffffn);
    body = text.slice(0, lastColon + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) throw new CidrError(`"${shown}" is not an IPv6 address: "::" may appear only once`);
  const head = parseGroups(halves[0] ?? '', shown);
  const rest = halves.length === 2 ? parseGroups(halves[1] ?? '', shown) : [];
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 && given !== 8) throw new CidrError(`"${shown}" is not an IPv6 address: it needs eight groups, or "::" for the missing ones`);
  if (halves.length === 2 && given > 7) throw new CidrError(`"${shown}" is not an IPv6 address: too many groups around "::"`);
  const groups = [...head, ...Array<bigint>(8 - given).fill(0n), ...rest, ...tail];
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}

export function formatAddress(family: IpFamily, address: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => ((address >> shift) & 0xffn).toString()).join('.');
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => (address >> shift) & 0xffffn);
  // RFC 5952: the longest run of two or more zero groups becomes "::" (the first such run on a tie).
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0n) length += 1;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** One address: 198.51.100.7 or 2001:db8::1. */
export function parseIpAddress(input: string): { family: IpFamily; address: bigint } {
  const text = input.trim();
  if (text === '') throw new CidrError('the address is empty');
  if (text.includes(':')) return { family: 6, address: parseIpv6(text, text) };
  if (/^[\d.]+$/.test(text)) return { family: 4, address: parseIpv4(text, text) };
  throw new CidrError(`"${text}" is not an IP address: write IPv4 such as 203.0.113.7 or IPv6 such as 2001:db8::7`);
}

/**
 * An address or network in CIDR notation. Host bits after the prefix are cleared (10.1.2.3/8 is the
 * network 10.0.0.0/8), and an IPv4-mapped IPv6 network (::ffff:a.b.c.d/n) becomes the IPv4 network it
 * names, because callers' addresses are compared in IPv4 form.
 */
export function parseCidr(input: string): IpNetwork {
  const text = input.trim();
  const slash = text.indexOf('/');
  const addressText = slash < 0 ? text : text.slice(0, slash);
  let { family, address } = parseIpAddress(addressText);
  let prefixLength = BITS[family];
  if (slash >= 0) {
    const prefixText = text.slice(slash + 1);
    if (!/^\d{1,3}$/.test(prefixText)) throw new CidrError(`"${text}" has no valid prefix length after "/": write a number such as /24`);
    prefixLength = Number(prefixText);
    if (prefixLength > BITS[family]) throw new CidrError(`"${text}" has prefix /${prefixLength}, but IPv${family} allows at most /${BITS[family]}`);
  }
  if (family === 6 && address >> 32n === 0xffffn && prefixLength >= 96) {
    family = 4;
    address &= 0xffffffffn;
    prefixLength -= 96;
  }
  const hostBits = BigInt(BITS[family] - prefixLength);
  const network = (address >> hostBits) << hostBits;
  return { family, address: network, prefixLength, text: `${formatAddress(family, network)}/${prefixLength}` };
}
