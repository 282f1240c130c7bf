import { describe, expect, it } from 'vitest';
import { fillPathParams, requestUrl } from './request-url';

describe('requestUrl', () => {
  it('keeps same-origin paths relative and drops undefined values', () => {
    expect(requestUrl('', '/wps/system/status', { lang: undefined })).toBe('/wps/system/status');
    expect(requestUrl('http://127.0.0.1:8080/', '/lgw/games/game_menus', { language: 'bn', types: ['B', 'H'] })).toBe(
      'http://127.0.0.1:8080/lgw/games/game_menus?language=bn&types=B%2CH',
    );
  });
});

describe('fillPathParams', () => {
  it('encodes each value into its segment and refuses a missing one', () => {
    expect(fillPathParams('/ops/brands/:code/maintenance', { code: 'a/b c' })).toBe('/ops/brands/a%2Fb%20c/maintenance');
    expect(() => fillPathParams('/ops/brands/:code', {})).toThrow(RangeError);
  });
});
