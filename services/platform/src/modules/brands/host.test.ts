import { describe, expect, it } from 'vitest';
import { hostnameOf, originAtPort, portOf, siteOriginFor } from './host';
import { createBrandDirectory } from './service';
import { REPO_BRANDS, repoBrand } from '../../../testing/test-app';

describe('host names', () => {
  it.each([
    ['shonali.localhost:8099', 'shonali.localhost', 8099],
    ['Shonali.Example', 'shonali.example', null],
    ['shonali.example.', 'shonali.example', null],
    ['[::1]:8080', '::1', 8080],
    ['[::1]', '::1', null],
    ['', null, null],
  ])('%j is host %j on port %j', (header, hostname, port) => {
    expect(hostnameOf(header)).toBe(hostname);
    expect(portOf(header)).toBe(port);
  });

  it('moves local origins to the real port and leaves production origins alone', () => {
    expect(originAtPort('http://shonali.localhost:8080', 8099)).toBe('http://shonali.localhost:8099');
    expect(originAtPort('https://shonali.example', 8099)).toBe('https://shonali.example');
  });
});

describe('the site a visitor is sent back to', () => {
  const shonali = repoBrand('shonali');

  it.each([
    ['shonali.localhost:8190', 'http://shonali.localhost:8190'],
    ['shonali.localhost', 'http://shonali.localhost'],
    ['SHONALI.example', 'https://shonali.example'],
    ['shonali.example:8443', 'https://shonali.example'],
    // Not this brand's host: never a redirect to whatever the request named.
    ['northstar.localhost:8190', 'http://shonali.localhost:8080'],
    ['evil.example', 'http://shonali.localhost:8080'],
    ['', 'http://shonali.localhost:8080'],
  ])('a request to %j comes back to %j', (host, origin) => {
    expect(siteOriginFor(shonali, host || undefined)).toBe(origin);
  });
});

describe('brand directory', () => {
  const directory = createBrandDirectory(REPO_BRANDS);

  it('finds a brand by its origins, domains and <code>.localhost on any port', () => {
    expect(directory.byHost('shonali.localhost:8080')?.code).toBe('shonali');
    expect(directory.byHost('shonali.localhost:61234')?.code).toBe('shonali');
    expect(directory.byHost('SHONALI.EXAMPLE')?.code).toBe('shonali');
    expect(directory.byHost('northstar.example:443')?.code).toBe('northstar');
    expect(directory.byHost('localhost:8080')).toBeUndefined();
    expect(directory.byHost('evil.shonali.localhost')).toBeUndefined();
    expect(directory.byHost(undefined)).toBeUndefined();
  });

  it('finds a brand by merchant code in any case', () => {
    expect(directory.byMerchantCode('northstar')?.code).toBe('northstar');
    expect(directory.byMerchantCode('NOBODY')).toBeUndefined();
  });

  it('refuses two brands claiming one host', () => {
    const shonali = repoBrand('shonali');
    const impostor = { ...repoBrand('northstar'), domains: ['shonali.example'] };
    expect(() => createBrandDirectory([shonali, impostor])).toThrow(/both claim the host shonali.example/);
  });
});
