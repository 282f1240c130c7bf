import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sealedBodySchema, type CallDefinition, type EncryptedPayload } from '@croupier/contract';
import { ApiError } from './api-error';
import { FORM_MEDIA_TYPE, mediaTypeOf } from './form-body';
import { parseInput } from './input';
import { inputLanguage } from './request-language';

export interface CallInput<Query extends z.ZodType, Body extends z.ZodType, Params extends z.ZodType, Secret extends z.ZodType = z.ZodType> {
  query: z.output<Query>;
  body: z.output<Body>;
  params: z.output<Params>;
  /** the opened and checked plaintext of a sealed body; undefined for calls without a secret schema */
  secret: z.output<Secret>;
}

/** Opens a sealed body for one request (seal, freshness, nonce) and returns the data inside. */
export type Unsealer<Context> = (payload: EncryptedPayload, context: Context) => Promise<unknown>;

export interface CallRoute<Query extends z.ZodType, Body extends z.ZodType, Value extends z.ZodType, Params extends z.ZodType, Context, Secret extends z.ZodType = z.ZodType> {
  /**
   * Runs before the input is checked: settles who is asking (which brand, which member or operator) and
   * refuses the whole call when it may not be made at all, so a closed site answers the same for any input.
   */
  context: (request: FastifyRequest) => Promise<Context>;
  handle: (input: CallInput<Query, Body, Params, Secret>, context: Context, request: FastifyRequest) => Promise<z.output<Value>>;
  /** Parse each answer with the call's value schema (tests and development) so server and contract cannot drift */
  checkResponses: boolean;
  /** Needed by calls whose contract has a `secret` schema: their body arrives sealed. */
  unseal?: Unsealer<Context>;
}

function refuseWrongEncoding(call: CallDefinition, request: FastifyRequest): void {
  const mediaType = mediaTypeOf(request.headers['content-type']);
  if (mediaType === null) return;
  const wantsForm = call.bodyEncoding === 'form';
  if (wantsForm && mediaType !== FORM_MEDIA_TYPE) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `${call.path} takes a form body sent with Content-Type: ${FORM_MEDIA_TYPE}`);
  }
  if (!wantsForm && mediaType === FORM_MEDIA_TYPE) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON sent with Content-Type: application/json');
  }
}

/** A sealed call's body must be the sealed shape; anything else was sent in clear and is refused unread. */
function sealedPayloadOf(body: unknown): EncryptedPayload {
  const sealed = sealedBodySchema.safeParse(body);
  if (sealed.success) return sealed.data.payload;
  throw new ApiError('DECRYPTION_FAILED', 'This call takes a sealed body {payload}: seal it with the key from GET /wps/system/publicKey');
}

/**
 * Registers the route of a contract call: method and path from the definition, path, query and body
 * checked by its schemas (a sealed body is opened first and its plaintext checked by the secret
 * schema), and the answer wrapped in the success envelope.
 */
export function registerCall<Query extends z.ZodType, Body extends z.ZodType, Value extends z.ZodType, Params extends z.ZodType, Context, Secret extends z.ZodType = z.ZodType>(
  app: FastifyInstance,
  call: CallDefinition<Query, Body, Value, Params, Secret>,
  route: CallRoute<Query, Body, Value, Params, Context, Secret>,
): void {
  const secretSchema = call.secret;
  const unseal = route.unseal;
  if (secretSchema && !unseal) throw new Error(`${call.name} takes a sealed body, so its route needs an unseal function`);
  app.route({
    method: call.method,
    url: call.path,
    ...(call.bodyLimitBytes === undefined ? {} : { bodyLimit: call.bodyLimitBytes }),
    handler: async (request, reply) => {
      const context = await route.context(request);
      refuseWrongEncoding(call, request);
      // A call without a params schema has no :name segments, so there is nothing to check.
      const language = inputLanguage(request, context);
      const params = call.params ? parseInput(call.params, request.params, 'path', language) : (request.params as z.output<Params>);
      const query = parseInput(call.query, request.query ?? {}, 'query', language);
      // Calls without a secret schema have Secret = ZodType, whose output is unknown: undefined fits it.
      let secret = undefined as z.output<Secret>;
      if (secretSchema && unseal) {
        const data = await unseal(sealedPayloadOf(request.body), context);
        secret = parseInput(secretSchema, data, 'sealed body');
      }
      // A call without a body may be sent with none at all; its schema still sees an object.
      const body = parseInput(call.body, request.body ?? {}, 'body');
      const value = await route.handle({ params, query, body, secret }, context, request);
      if (route.checkResponses) {
        const checked = call.value.safeParse(value);
        if (!checked.success) throw new Error(`${call.name} answered a value that breaks its contract:\n${z.prettifyError(checked.error)}`);
      }
      void reply.header('cache-control', 'no-store');
      return { success: true, value };
    },
  });
}
