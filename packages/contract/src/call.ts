import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the platform API. The server registers a route from it and checks input with its
 * schemas; the client builds its request from it and parses the answer with the same schemas.
 */
export interface CallDefinition<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Value extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Secret extends z.ZodType = z.ZodType,
> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** true when the call needs a session token */
  readonly auth: boolean;
  readonly query: Query;
  readonly body: Body;
  readonly value: Value;
  /** Path parameters (`:name` segments of `path`), for calls that have them */
  readonly params?: Params;
  /**
   * For calls whose body is sealed in the browser (SPEC §7 "encrypted"): the schema of the plaintext.
   * The body on the wire is then an EncryptedPayload; the server opens it and checks it with this.
   */
  readonly secret?: Secret;
  /** Body encoding on the wire; SPEC §7 sends forgot-password as a form. Default json. */
  readonly bodyEncoding?: 'json' | 'form';
  /** Largest body the server reads for this call; the general JSON limit when left out (uploads need more) */
  readonly bodyLimitBytes?: number;
}

export function defineCall<
  Query extends z.ZodType,
  Body extends z.ZodType,
  Value extends z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Secret extends z.ZodType = z.ZodType,
>(call: CallDefinition<Query, Body, Value, Params, Secret>): CallDefinition<Query, Body, Value, Params, Secret> {
  return call;
}

export type CallQuery<C> = C extends CallDefinition<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type CallBody<C> = C extends CallDefinition<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type CallValue<C> = C extends CallDefinition<z.ZodType, z.ZodType, infer V> ? z.output<V> : never;
export type CallSecret<C> = C extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer S> ? z.input<S> : never;
export type CallParams<C> = C extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, infer P> ? z.input<P> : never;
