import type { FastifyInstance } from 'fastify';
import { getCaptcha } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { limitedMerchantContext } from '../rate-limit';
import { drawCaptchaForKey } from './service';

export function registerCaptchaRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getCaptcha, {
    checkResponses: deps.config.checkResponses,
    context: (request) => limitedMerchantContext(deps, request, 'captcha'),
    handle: ({ query }, { brand }) =>
      drawCaptchaForKey({ db: deps.db, keys: deps.keyring.of(brand.merchantCode), nowMs: deps.config.clock.nowMs(), keepTestAnswer: deps.config.exposeOutboxes }, query.key),
  });
}
