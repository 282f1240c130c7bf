import { describe, expect, it } from 'vitest';
import { cdnListsFor, cdnOriginsFrom } from './cdn-origins';

describe('IMAGE_CDNS and LAUNCH_GAME_CDNS', () => {
  it('reads a comma list of origins, each kept once as the browser writes it', () => {
    expect(cdnOriginsFrom('IMAGE_CDNS', undefined)).toEqual([]);
    expect(cdnOriginsFrom('IMAGE_CDNS', ' , ')).toEqual([]);
    expect(cdnOriginsFrom('IMAGE_CDNS', 'https://IMG1.Example.com/, http://127.0.0.1:8190 ,https://img1.example.com:443')).toEqual([
      'https://img1.example.com',
      'http://127.0.0.1:8190',
    ]);
    expect(cdnOriginsFrom('LAUNCH_GAME_CDNS', 'http://[::1]:8080')).toEqual(['http://[::1]:8080']);
  });

  it.each(['img.example.com', '//img.example.com', 'ftp://img.example.com', 'https://img.example.com/art', 'https://img.example.com?v=1', 'https://img.example.com/#top', 'https://user:pw@img.example.com', 'https://', 'javascript:alert(1)'])(
    'refuses %s, naming the variable and the entry',
    (entry) => {
      expect(() => cdnOriginsFrom('IMAGE_CDNS', `https://ok.example.com,${entry}`)).toThrow(`IMAGE_CDNS must be a comma list of absolute http(s) origins such as https://cdn1.example.com, with no path; "${entry}" is not one`);
    },
  );

  it('names the variable that is wrong', () => {
    expect(() => cdnOriginsFrom('LAUNCH_GAME_CDNS', 'launch.example.com')).toThrow(/^LAUNCH_GAME_CDNS .*"launch\.example\.com"/);
  });

  it('answers the operator’s lists, or the caller’s own origin for a list not set', () => {
    const image = ['https://img1.example.com', 'https://img2.example.com'];
    expect(cdnListsFor({ image, launch: [] }, 'https://shonali.example')).toEqual({ imageCDNs: image, launchGameCDNs: ['https://shonali.example'] });
    expect(cdnListsFor({ image: [], launch: ['https://play.example.com'] }, 'http://shonali.localhost:8080')).toEqual({
      imageCDNs: ['http://shonali.localhost:8080'],
      launchGameCDNs: ['https://play.example.com'],
    });
  });
});
