import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes <script> elements with their content', () => {
    const safe = sanitizeHtml('<p>Hello</p><script>document.cookie</script>');
    expect(safe).toBe('<p>Hello</p>');
  });

  it('removes every on* event handler attribute', () => {
    const safe = sanitizeHtml('<img src="a.png" onerror="steal()" alt="a"><p onclick="steal()" onmouseover="steal()">x</p>');
    expect(safe).not.toMatch(/on(error|click|mouseover)|steal/);
    expect(safe).toContain('<p>x</p>');
  });

  it('removes javascript: links but keeps the link text', () => {
    const safe = sanitizeHtml('<a href="javascript:steal()">Claim</a>');
    expect(safe).not.toContain('javascript:');
    expect(safe).toContain('Claim');
  });

  it('drops frames, forms and inline styles that could paint over the page', () => {
    const safe = sanitizeHtml('<iframe src="https://evil.example"></iframe><form><input name="pin"></form><p style="position:fixed">x</p>');
    expect(safe).not.toMatch(/iframe|form|input|style=/);
  });

  it('keeps ordinary formatting, lists, images and tables', () => {
    const html = '<p><strong>Big</strong> <em>win</em></p><ul><li>one</li></ul><img src="https://cdn.example/a.png" alt="a"><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens server links in a new tab without access to the opener', () => {
    const safe = sanitizeHtml('<a href="https://example.com/promo">Promo</a>');
    expect(safe).toContain('target="_blank"');
    expect(safe).toContain('rel="noopener noreferrer"');
  });
});
