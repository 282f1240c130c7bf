import { describe, expect, it } from 'vitest';
import { artUrl, escapeXml, monogramOf, renderArt } from './art';

describe('generated artwork', () => {
  it('is the same picture for the same id and label', () => {
    expect(renderArt('game', 'evl-thunder-roulette', 'Thunder Roulette')).toBe(renderArt('game', 'evl-thunder-roulette', 'Thunder Roulette'));
  });

  it('takes its colours from the id', () => {
    const colours = (id: string) => renderArt('game', id, 'Same label').match(/hsl\([^)]*\)/g);
    expect(colours('evl-thunder-roulette')).not.toEqual(colours('spw-sweet-cascade'));
  });

  it('draws a Latin monogram of the id and never the label, whose script the viewer may lack', () => {
    const art = renderArt('game', 'evl-thunder-roulette', 'থান্ডার রুলেট');
    expect(art).toContain('>TR</text>');
    expect(art.match(/<text/g)).toHaveLength(1);
    expect(renderArt('banner', 'welcome', 'স্বাগতম')).not.toContain('<text');
    expect(monogramOf('dice')).toBe('D');
  });

  it('escapes the label', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(renderArt('banner', 'x', '"/><script>')).not.toContain('<script>');
  });

  it('links with the label encoded and cut to length', () => {
    expect(artUrl('game', 'abc', 'A & B')).toBe('/assets/art/game/abc.svg?label=A%20%26%20B');
    expect(decodeURIComponent(artUrl('banner', 'abc', 'x'.repeat(200)).split('label=')[1] ?? '')).toHaveLength(80);
  });
});
