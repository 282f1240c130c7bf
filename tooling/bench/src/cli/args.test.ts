import { describe, expect, it } from 'vitest';
import { readOptions } from './args';

const specs = [
  { name: 'rate', fallback: 1000, help: 'requests per second' },
  { name: 'brand', fallback: 'shonali', help: 'brand' },
] as const;

describe('readOptions', () => {
  it('fills defaults and reads whole numbers and text', () => {
    expect(readOptions('usage', specs, [])).toEqual({ rate: 1000, brand: 'shonali' });
    expect(readOptions('usage', specs, ['--rate', '200', '--brand', 'northstar'])).toEqual({ rate: 200, brand: 'northstar' });
  });

  it('refuses a wrong number and an unknown option before anything runs', () => {
    expect(() => readOptions('usage', specs, ['--rate', 'fast'])).toThrow('--rate must be a whole number, got "fast"');
    expect(() => readOptions('usage', specs, ['--rps', '5'])).toThrow(/Unknown option '--rps'/);
  });
});
