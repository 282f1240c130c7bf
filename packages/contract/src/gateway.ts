import { z } from 'zod';
import { defineCall } from './call';

/**
 * The payment-gateway protocol between the platform and a gateway (the stand-in `services/demo-gateway`
 * speaks it). Both directions are signed with the gateway's secret:
 *
 * 1. Checkout: for a deposit through a GATEWAY channel the platform gives the player a link to the
 *    gateway's page carrying the order and `sig`, the hex HMAC-SHA256 of `checkoutSigningText(...)`.
 *    The gateway refuses a link whose signature does not match or whose `expiresAtMs` has passed.
 * 2. Notice: when the payment is done (or has failed) the gateway POSTs a notice to the platform,
 *    signed like the seamless-wallet calls: `X-Gateway`, `X-Timestamp` (ms) and `X-Signature`, the hex
 *    HMAC-SHA256 of `${timestamp}.${rawBody}`. It sends the same notice again until it gets a 2xx; the
 *    platform credits a deposit once however often it arrives.
 */

export const GATEWAY_HEADERS = { gateway: 'x-gateway', timestamp: 'x-timestamp', signature: 'x-signature' } as const;
/** A notice's timestamp may differ from the platform's clock by this much either way. */
export const GATEWAY_CLOCK_SKEW_MS = 5 * 60_000;
/** How long a checkout link stays good. */
export const CHECKOUT_LINK_TTL_MS = 30 * 60_000;

const digits = /^[1-9][0-9]{0,17}$/;

export const checkoutLinkSchema = z
  .object({
    order: z.string().regex(digits, 'is an order id'),
    amountMinor: z.string().regex(digits, 'is an amount in minor units'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'is a currency code'),
    scale: z.string().regex(/^[0-4]$/, 'is a currency scale'),
    merchant: z.string().min(1).max(60),
    returnUrl: z.url({ protocol: /^https?$/ }),
    expiresAtMs: z.string().regex(/^\d{13}$/, 'is a time in milliseconds'),
    sig: z.string().regex(/^[0-9a-f]{64}$/, 'is a signature'),
  })
  .strict();
export type CheckoutLink = z.infer<typeof checkoutLinkSchema>;

/** What the checkout signature covers, in a fixed order, one field a line. */
export function checkoutSigningText(link: Omit<CheckoutLink, 'sig'>): string {
  return [link.order, link.amountMinor, link.currency, link.scale, link.merchant, link.returnUrl, link.expiresAtMs].join('\n');
}

export const GATEWAY_NOTICE_STATUSES = ['PAID', 'FAILED'] as const;

export const gatewayNoticeSchema = z
  .object({
    order: z.string().regex(digits, 'is an order id'),
    status: z.enum(GATEWAY_NOTICE_STATUSES),
    amountMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3}$/, 'is a currency code'),
    /** the gateway's own id of the payment attempt */
    gatewayTransactionId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'is 6 to 64 letters, digits, - or _'),
  })
  .strict();
export type GatewayNotice = z.infer<typeof gatewayNoticeSchema>;

/** A gateway's notice of a payment; answered 2xx once the platform has it, also for a repeat. */
export const gatewayNotice = defineCall({
  name: 'gatewayNotice',
  method: 'POST',
  path: '/wps/cashier/gateways/:gatewayCode/notices',
  auth: false,
  params: z.object({ gatewayCode: z.string().regex(/^[A-Z0-9_]{2,24}$/, 'is a gateway code') }).strict(),
  query: z.object({}).strict(),
  body: gatewayNoticeSchema,
  value: z.object({ order: z.string(), depositStatus: z.enum(['CONFIRMED', 'REJECTED']) }),
});
