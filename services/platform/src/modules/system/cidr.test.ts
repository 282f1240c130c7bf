import { describe, expect, it } from 'vitest';
import { CidrError, formatAddress, parseCidr, parseIpAddress } from './cidr';

describe('parseCidr', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7/32'],
    ['203.0.113.0/24', '203.0.113.0/24'],
    [' 10.1.2.3/8 ', '10.0.0.0/8'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:db8::1', '2001:db8::1/128'],
    ['2001:DB8:0:0:0:0:0:1/64', '2001:db8::/64'],
    ['2001:db8:abcd:12::/48', '2001:db8:abcd::/48'],
    ['::/0', '::/0'],
    ['::1', '::1/128'],
    ['fe80::1:0:0:1', 'fe80::1:0:0:1/128'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1/128'],
    ['::ffff:192.0.2.1', '192.0.2.1/32'],
    ['::ffff:192.0.2.0/120', '192.0.2.0/24'],
    ['64:ff9b::192.0.2.1', '64:ff9b::c000:201/128'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseCidr(input).text).toBe(expected);
  });

  it('knows the family and prefix', () => {
    expect(parseCidr('198.51.100.0/24')).toMatchObject({ family: 4, prefixLength: 24, address: 0xc6336400n });
    expect(parseCidr('2001:db8::/32')).toMatchObject({ family: 6, prefixLength: 32 });
  });

  it.each([
    ['', /empty/],
    ['banana', /not an IP address/],
    ['1.2.3', /four numbers/],
    ['1.2.3.4.5', /four numbers/],
    ['256.1.1.1', /256 is larger than 255/],
    ['01.2.3.4', /leading zero/],
    ['1.2.3.-4', /not an IP address/],
    ['1.2.3.1234', /not a number from 0 to 255/],
    ['1.2.3.4/33', /at most \/32/],
    ['2001:db8::/129', /at most \/128/],
    ['1.2.3.4/', /prefix length/],
    ['1.2.3.4/abc', /prefix length/],
    ['1.2.3.4/24/8', /prefix length/],
    ['2001:db8::1::2', /only once/],
    ['2001:db8:1:2:3:4:5', /eight groups/],
    ['1:2:3:4:5:6:7:8:9', /eight groups/],
    ['1:2:3:4::5:6:7:8', /too many groups/],
    ['2001:db8::g', /hex digits/],
    ['12345::', /hex digits/],
    ['fe80::1%eth0', /zone/],
    ['::ffff:300.1.1.1', /larger than 255/],
    ['1.2.3.4; DROP TABLE region_blocks', /not an IP address|prefix/],
  ])('refuses %j', (input, message) => {
    expect(() => parseCidr(input)).toThrow(CidrError);
    expect(() => parseCidr(input)).toThrow(message);
  });
});

describe('parseIpAddress and formatAddress', () => {
  it('round-trips addresses in canonical form', () => {
    const round = (text: string) => {
      const { family, address } = parseIpAddress(text);
      return formatAddress(family, address);
    };
    expect(round('192.0.2.1')).toBe('192.0.2.1');
    expect(round('2001:0db8:0000:0000:0000:ff00:0042:8329')).toBe('2001:db8::ff00:42:8329');
    expect(round('1:0:0:2:0:0:0:3')).toBe('1:0:0:2::3');
    expect(round('1:0:2:3:4:5:6:7')).toBe('1:0:2:3:4:5:6:7');
  });
});
