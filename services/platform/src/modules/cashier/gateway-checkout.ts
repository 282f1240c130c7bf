import { createHmac } from 'node:crypto';
import type { Brand } from '@croupier/brand-config';
import { CHECKOUT_LINK_TTL_MS, checkoutSigningText, type CheckoutLink } from '@croupier/contract';
import type { GatewayRecord } from './gateway-repository';
import type { DepositRow } from './deposit-repository';

/** Hex HMAC-SHA256 of a checkout link's fields with the gateway's secret (packages/contract/src/gateway.ts). */
export function checkoutSignature(secret: string, link: Omit<CheckoutLink, 'sig'>): string {
  return createHmac('sha256', secret).update(checkoutSigningText(link)).digest('hex');
}

/** Where the gateway sends the player back: the deposit page of the brand's site they paid from. */
function returnUrlOf(siteOrigin: string, depositId: string): string {
  return `${siteOrigin}/member?page=depositv2&deposit=${depositId}`;
}

/** The signed link to the gateway's page for a deposit; good for 30 minutes. `siteOrigin`: see siteOriginFor. */
export function checkoutUrlFor(gateway: GatewayRecord, brand: Brand, deposit: DepositRow, siteOrigin: string, nowMs: number): string {
  const link = {
    order: deposit.id,
    amountMinor: deposit.amountMinor.toString(),
    currency: brand.currency.code,
    scale: String(brand.currency.scale),
    merchant: brand.displayName,
    returnUrl: returnUrlOf(siteOrigin, deposit.id),
    expiresAtMs: String(nowMs + CHECKOUT_LINK_TTL_MS),
  };
  const url = new URL('/checkout', gateway.checkoutUrl);
  for (const [name, value] of Object.entries({ ...link, sig: checkoutSignature(gateway.secret, link) })) url.searchParams.set(name, value);
  return url.toString();
}
