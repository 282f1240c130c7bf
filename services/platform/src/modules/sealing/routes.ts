import type { FastifyInstance } from 'fastify';
import { SEALED_ALGORITHM, getPublicKey } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { merchantContext } from '../system';

/** The key browsers seal login, register and password bodies with; one per merchant. */
export function registerSealingRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getPublicKey, {
    checkResponses: deps.config.checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: async (_input, { brand }) => {
      const keys = deps.keyring.of(brand.merchantCode);
      return { keyId: keys.keyId, algorithm: SEALED_ALGORITHM, spki: keys.spkiBase64 };
    },
  });
}
