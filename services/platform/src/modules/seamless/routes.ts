import type { FastifyInstance, FastifyRequest } from 'fastify';
import { seamlessAuthenticate, seamlessBalance, seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { keepRawJsonBodies, rawBodyOf } from '../../http/raw-body';
import { authenticate, sessionBalance } from './service';
import { SignatureRefusal, verifySeamlessRequest } from './signature';
import { payWin, placeBet, rollBack } from './transactions';

interface ProviderContext {
  providerCode: string;
}

/**
 * The seamless-wallet API game providers call (SEAMLESS_CALLS). Registered in a scope of their own,
 * whose JSON parser keeps the raw body for the signature check; every other route parses as before.
 * These calls name no brand: the player id or launch token says which merchant a call is for.
 */
export function registerSeamlessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const signedBy = async (request: FastifyRequest): Promise<ProviderContext> => {
    try {
      return { providerCode: await verifySeamlessRequest(deps.providers, request.headers, rawBodyOf(request), deps.config.clock.nowMs()) };
    } catch (error) {
      if (error instanceof SignatureRefusal) request.log.warn({ reason: error.reason, provider: request.headers['x-provider'] }, 'seamless request refused');
      throw error;
    }
  };

  void app.register(async (scope) => {
    keepRawJsonBodies(scope);
    registerCall(scope, seamlessAuthenticate, { checkResponses, context: signedBy, handle: ({ body }, { providerCode }) => authenticate(deps, providerCode, body.launchToken) });
    registerCall(scope, seamlessBalance, { checkResponses, context: signedBy, handle: ({ body }, { providerCode }) => sessionBalance(deps, providerCode, body) });
    registerCall(scope, seamlessBet, { checkResponses, context: signedBy, handle: ({ body }, { providerCode }) => placeBet(deps, providerCode, body) });
    registerCall(scope, seamlessWin, { checkResponses, context: signedBy, handle: ({ body }, { providerCode }) => payWin(deps, providerCode, body) });
    registerCall(scope, seamlessRollback, { checkResponses, context: signedBy, handle: ({ body }, { providerCode }) => rollBack(deps, providerCode, body) });
  });
}
