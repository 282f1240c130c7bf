import { describe, expect, it } from 'vitest';
import { brandHost } from './platform';

describe('brand host', () => {
  it('is the Host header of a known brand', () => {
    expect(brandHost('northstar')).toBe('northstar.localhost');
  });

  it('refuses an unknown brand, naming the ones there are', () => {
    expect(() => brandHost('nowhere')).toThrow('--brand must be one of shonali, northstar');
  });
});
