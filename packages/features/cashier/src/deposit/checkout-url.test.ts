import { describe, expect, it } from 'vitest';
import { safeCheckoutUrl } from './checkout-url';

describe('safeCheckoutUrl', () => {
  it('takes the gateway\'s http or https page', () => {
    expect(safeCheckoutUrl('https://pay.example/checkout?order=7&sig=ab')).toBe('https://pay.example/checkout?order=7&sig=ab');
    expect(safeCheckoutUrl('http://127.0.0.1:8082/checkout?order=7')).toBe('http://127.0.0.1:8082/checkout?order=7');
  });

  it('refuses anything a browser should not be sent to', () => {
    expect(safeCheckoutUrl(null)).toBeNull();
    expect(safeCheckoutUrl('')).toBeNull();
    expect(safeCheckoutUrl('javascript:alert(1)')).toBeNull();
    expect(safeCheckoutUrl('data:text/html,hi')).toBeNull();
    expect(safeCheckoutUrl('/checkout')).toBeNull();
  });
});
