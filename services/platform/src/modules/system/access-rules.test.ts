import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { isBlocked } from './access-rules';
import { parseCidr } from './cidr';

const NETWORKS = ['203.0.113.7', '198.51.100.0/24', '10.0.0.0/8', '0.0.0.0/0', '2001:db8:abcd::/48', '2001:db8:1::42', '::ffff:192.0.2.0/120', '::/0'];
const ADDRESSES = ['203.0.113.7', '203.0.113.8', '198.51.100.255', '198.51.101.0', '10.255.255.255', '11.0.0.1', '2001:db8:abcd:ffff::1', '2001:db8:abce::1', '2001:db8:1::42', '192.0.2.77', '::ffff:c000:24d', 'fe80::1'];

describe('region block matching', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('agrees with Postgres inet <<= cidr for every address and network', async () => {
    for (const network of NETWORKS) {
      const block = parseCidr(network);
      for (const address of ADDRESSES) {
        const { rows } = await database.db.query<{ inside: boolean }>('SELECT $1::inet <<= $2::cidr AS inside', [address, block.text]);
        expect(isBlocked([block], address), `${address} in ${block.text}`).toBe(rows[0]?.inside);
      }
    }
  });

  it('never restricts an address it cannot read, nor anyone when nothing is blocked', () => {
    expect(isBlocked([parseCidr('0.0.0.0/0'), parseCidr('::/0')], 'not-an-address')).toBe(false);
    expect(isBlocked([], '203.0.113.7')).toBe(false);
  });
});
