import { createHmac, timingSafeEqual } from 'node:crypto';
import { SEAMLESS_CLOCK_SKEW_MS, SEAMLESS_HEADERS } from '@croupier/contract';
import { ApiError } from '../../http/api-error';
import type { ProviderKeys } from './provider-keys';

export type HeaderBag = Record<string, string | string[] | undefined>;

const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/i;
const TIMESTAMP_PATTERN = /^\d{1,16}$/;
/** as seamless_providers holds them */
const PROVIDER_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}` (packages/contract/src/seamless.ts). */
export function seamlessSignatureOf(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

function headerOf(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a request is refused is logged, never told: the caller learns only SIGNATURE_INVALID, so an
 * unknown provider, a wrong secret and a stale timestamp look the same from outside.
 */
export class SignatureRefusal extends ApiError {
  constructor(readonly reason: string) {
    super('SIGNATURE_INVALID', 'The request is not signed by a known provider: check X-Provider, X-Timestamp (ms, within 5 minutes) and X-Signature');
  }
}

/**
 * The provider that signed this request, checked over the body bytes exactly as received (parsing and
 * re-serialising could change them). The signatures are compared in constant time.
 */
export async function verifySeamlessRequest(providers: ProviderKeys, headers: HeaderBag, rawBody: string, nowMs: number): Promise<string> {
  const providerCode = headerOf(headers, SEAMLESS_HEADERS.provider);
  const timestamp = headerOf(headers, SEAMLESS_HEADERS.timestamp);
  const signature = headerOf(headers, SEAMLESS_HEADERS.signature);
  if (!providerCode || !timestamp || !signature) throw new SignatureRefusal('a signing header is missing');
  if (!PROVIDER_CODE_PATTERN.test(providerCode)) throw new SignatureRefusal('the provider code is malformed');
  if (!TIMESTAMP_PATTERN.test(timestamp)) throw new SignatureRefusal('the timestamp is not milliseconds');
  if (Math.abs(nowMs - Number(timestamp)) > SEAMLESS_CLOCK_SKEW_MS) throw new SignatureRefusal('the timestamp is outside the allowed skew');
  if (!SIGNATURE_PATTERN.test(signature)) throw new SignatureRefusal('the signature is not 64 hex digits');
  const provider = await providers.of(providerCode);
  if (!provider || !provider.active) throw new SignatureRefusal(provider ? 'the provider is inactive' : 'the provider is unknown');
  const expected = Buffer.from(seamlessSignatureOf(provider.secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new SignatureRefusal('the signature does not match');
  return provider.providerCode;
}
