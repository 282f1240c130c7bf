import {
  envelopeSchema,
  type CallBody,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type CallSecret,
  type CallValue,
  type Failure,
} from '@croupier/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { fillPathParams, requestUrl } from './request-url';
import type { PublishedSealingKey, SealingKeys } from './sealing-keys';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  /**
   * Sent as the `Merchant` header on every call: the server scopes all data by it. Left out by the
   * operator console, whose calls belong to no one brand: they name the brand in their input instead.
   */
  merchantCode?: string | undefined;
  /** Read on every call, so a login or logout takes effect without rebuilding the client. */
  getToken?: () => string | null;
  /** Read on every call and sent as Accept-Language, so server messages come in the reader's language. */
  getLanguage?: () => string | null;
  /** Told when the server answers NOT_LOGGED_IN: the session it held is gone, so the app ends its own. */
  onSessionRejected?: (error: ApiError) => void;
  /**
   * Told when the server answers PASSWORD_CHANGE_REQUIRED: the session is alive but may do nothing
   * until its password changes, so the app asks for the change (a reload or a handed-over token
   * cannot skip it).
   */
  onPasswordChangeRequired?: (error: ApiError) => void;
  /** Origin of the platform; empty means same-origin, which is how brand sites are served. */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface CallInput<C extends CallDefinition> {
  /** Values of the `:name` segments of the call's path */
  params?: CallParams<C>;
  query?: CallQuery<C>;
  /** For calls without a `secret` schema: the body as sent */
  body?: CallBody<C>;
  /** For calls with a `secret` schema: the plaintext, sealed under the published key before sending */
  secret?: CallSecret<C>;
  signal?: AbortSignal;
  /** Lets the request outlive the page that sends it (a closing game window handing its money back). */
  keepalive?: boolean;
}

export interface ApiClient {
  /** undefined for a client that sends no Merchant header */
  readonly merchantCode: string | undefined;
  callApi<C extends CallDefinition>(call: C, input?: CallInput<C>): Promise<CallValue<C>>;
}

const envelopes = new WeakMap<CallDefinition, z.ZodType>();
function envelopeOf(call: CallDefinition): z.ZodType {
  let envelope = envelopes.get(call);
  if (!envelope) {
    envelope = envelopeSchema(call.value);
    envelopes.set(call, envelope);
  }
  return envelope;
}

function checkInput(call: CallDefinition, schema: z.ZodType, input: unknown, part: string): Record<string, unknown> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data as Record<string, unknown>;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || part, message: issue.message }));
  throw new ApiError('VALIDATION_FAILED', `${call.name}: ${part} does not fit the contract`, 0, call.name, { fields });
}

/** A form body carries only defined values, as text: the shape a browser form would send. */
function formBody(values: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) form.set(key, String(value));
  return form.toString();
}

interface EncodedBody {
  text: string;
  contentType: string;
}

function encodeBody(call: CallDefinition, body: Record<string, unknown>): EncodedBody {
  if (call.bodyEncoding === 'form') return { text: formBody(body), contentType: 'application/x-www-form-urlencoded' };
  return { text: JSON.stringify(body), contentType: 'application/json' };
}

function buildHeaders(options: ApiClientOptions, call: CallDefinition, contentType: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.merchantCode !== undefined) headers.set('Merchant', options.merchantCode);
  const language = options.getLanguage?.();
  if (language) headers.set('Accept-Language', language);
  const token = options.getToken?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else if (call.auth) throw new ApiError('NOT_LOGGED_IN', `${call.name} needs a session token`, 0, call.name);
  if (contentType) headers.set('Content-Type', contentType);
  return headers;
}

async function send(url: string, init: RequestInit, call: CallDefinition, timeoutMs: number, callerSignal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    // A caller's cancel (react-query dropping a stale request) is not a failure to report.
    if (callerSignal?.aborted) throw error;
    const reason = timedOut ? 'timeout' : 'unreachable';
    const message = `${call.name}: ${reason === 'timeout' ? `no answer within ${timeoutMs} ms` : 'platform unreachable'}`;
    throw new ApiError('NETWORK', message, 0, call.name, { networkReason: reason });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

async function readEnvelope(response: Response, call: CallDefinition): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('BAD_RESPONSE', `${call.name}: answer is not JSON (HTTP ${response.status})`, response.status, call.name);
  }
}

function failureError(failure: Failure, status: number, call: CallDefinition): ApiError {
  return new ApiError(failure.code, failure.message, status, call.name, {
    fields: failure.fields,
    captcha: failure.captcha,
    retryAfterSeconds: failure.retryAfterSeconds,
  });
}

/**
 * A typed client for the platform: every call is a contract CallDefinition, so the request is checked
 * against the same schema the server checks, and the answer is parsed with the same envelope schema.
 * Calls with a `secret` schema send their plaintext sealed under the server's published key.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = options.baseUrl ?? '';
  // Sealing (and the account calls' schemas it needs) loads with the first sealed call, not with the app.
  let sealingKeys: Promise<SealingKeys> | null = null;
  function loadSealingKeys(): Promise<SealingKeys> {
    if (sealingKeys) return sealingKeys;
    const loading = import('./sealing-keys').then(({ createSealingKeys, publicKeyCall }) => createSealingKeys(() => callApi(publicKeyCall)));
    // A chunk that failed to load is asked for again by the next sealed call.
    loading.catch(() => {
      if (sealingKeys === loading) sealingKeys = null;
    });
    sealingKeys = loading;
    return loading;
  }

  async function exchange<C extends CallDefinition>(call: C, input: CallInput<C>, body: Record<string, unknown> | null): Promise<CallValue<C>> {
    const query = checkInput(call, call.query, input.query, 'query');
    const path = call.params ? fillPathParams(call.path, checkInput(call, call.params, input.params, 'params')) : call.path;
    const encoded = body ? encodeBody(call, body) : null;
    const headers = buildHeaders(options, call, encoded?.contentType ?? null);
    const init: RequestInit = { method: call.method, headers, body: encoded?.text, ...(input.keepalive ? { keepalive: true } : {}) };
    const response = await send(requestUrl(baseUrl, path, query), init, call, timeoutMs, input.signal);

    const parsed = envelopeOf(call).safeParse(await readEnvelope(response, call));
    if (!parsed.success) {
      throw new ApiError('BAD_RESPONSE', `${call.name}: answer does not fit the contract (HTTP ${response.status})`, response.status, call.name);
    }
    const envelope = parsed.data as { success: true; value: CallValue<C> } | Failure;
    if (envelope.success) return envelope.value;
    const error = failureError(envelope, response.status, call);
    if (error.code === 'NOT_LOGGED_IN') options.onSessionRejected?.(error);
    if (error.code === 'PASSWORD_CHANGE_REQUIRED') options.onPasswordChangeRequired?.(error);
    throw error;
  }

  async function sealAndSend<C extends CallDefinition>(call: C, input: CallInput<C>, secret: z.ZodType): Promise<CallValue<C>> {
    const plaintext = checkInput(call, secret, input.secret, 'secret');
    const sealingKeys = await loadSealingKeys();
    const sendSealed = async (key: PublishedSealingKey) => exchange(call, input, checkInput(call, call.body, { payload: await sealingKeys.seal(key, plaintext) }, 'body'));
    const key = await sealingKeys.current();
    try {
      return await sendSealed(key);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'DECRYPTION_FAILED') throw error;
      // The server may have rotated its key since it was fetched: ask for the key again, and seal
      // once more only if it did change. The same key again means the seal itself was refused.
      const fresh = await sealingKeys.refresh(key.keyId);
      if (fresh.keyId === key.keyId) throw error;
      return sendSealed(fresh);
    }
  }

  async function callApi<C extends CallDefinition>(call: C, input: CallInput<C> = {}): Promise<CallValue<C>> {
    if (call.secret) return sealAndSend(call, input, call.secret);
    const body = call.method === 'GET' ? null : checkInput(call, call.body, input.body, 'body');
    return exchange(call, input, body);
  }

  return { merchantCode: options.merchantCode, callApi };
}
