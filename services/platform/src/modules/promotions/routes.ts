import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applyPromotion as applyCall,
  boCreatePromotion,
  boDecidePromotion,
  boDecidePromotionApplication,
  boEndPromotion,
  boGetPromotion,
  boGetPromotionApplicationImages,
  boGetPromotionApplications,
  boGetPromotions,
  boSetPromotionBanner,
  boSubmitPromotion,
  boUpdatePromotion,
  claimPromotion as claimCall,
  getMyPromotionEntries,
  getPromotion,
  getPromotionSummary,
  getPromotions,
  joinPromotion as joinCall,
  promotionIdParamsSchema,
} from '@croupier/contract';
import type { Brand } from '@croupier/brand-config';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/input';
import { registerCall } from '../../http/register-call';
import { memberContext, type MemberRecord } from '../accounts';
import { operatorContext } from '../backoffice-operators';
import { bearerTokenOf } from '../sessions';
import { merchantContext } from '../system';
import { applyToPromotion, claimPromotion, joinPromotion } from './actions';
import { applicationImages, decideApplication, listApplications } from './applications';
import { consolePromotion, createPromotion, decidePromotion, endPromotion, listPromotions, setPromotionBanner, submitPromotion, updatePromotion } from './console-service';
import { checkApplicationImages } from './images';
import { memberEntries, memberPromotion, memberPromotions, promotionSummary } from './member-service';
import { selectBanner } from './repository';

const PAGE_SIZE = 20;
const currencyOf = (brand: Brand) => ({ code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale });

/** Promotions: the brand site's calls (the list open to guests), the console's under /bo/, and banners. */
export function registerPromotionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const nowMs = () => deps.config.clock.nowMs();
  const member = (request: FastifyRequest) => memberContext(deps, request);
  // The list is the brand's shop window: a guest sees it; with a session, with the member's states.
  const reader = async (request: FastifyRequest): Promise<{ brand: Brand; member: MemberRecord | null }> => {
    const guest = async () => ({ ...(await merchantContext(deps, request, 'when-open')), member: null });
    if (bearerTokenOf(request) === null) return guest();
    try {
      return await memberContext(deps, request);
    } catch (error) {
      // a session that ended still reads the shop window, as a guest
      if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') return guest();
      throw error;
    }
  };
  const operator = (request: FastifyRequest) => operatorContext(deps, request);

  registerCall(app, getPromotions, {
    checkResponses,
    context: reader,
    handle: async ({ query }, { brand, member: who }) => ({
      promotions: await memberPromotions(deps.db, { brand, member: who, language: query.language ?? brand.languages.default }, query.category, nowMs()),
      currency: currencyOf(brand),
    }),
  });
  registerCall(app, getPromotionSummary, {
    checkResponses,
    context: member,
    handle: (_input, { brand, member: who }) => promotionSummary(deps.db, brand, who, nowMs()),
  });
  registerCall(app, getMyPromotionEntries, {
    checkResponses,
    context: member,
    handle: ({ query }, { brand, member: who }) =>
      memberEntries(deps.db, { brand, member: who, language: query.language ?? brand.languages.default }, { page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }),
  });
  registerCall(app, getPromotion, {
    checkResponses,
    context: reader,
    handle: async ({ params, query }, { brand, member: who }) => ({
      promotion: await memberPromotion(deps.db, { brand, member: who, language: query.language ?? brand.languages.default }, params.promotionId, nowMs()),
      currency: currencyOf(brand),
    }),
  });
  registerCall(app, joinCall, {
    checkResponses,
    context: member,
    handle: async ({ params, query }, { brand, member: who }) => ({
      promotion: await joinPromotion(deps.db, { brand, member: who, language: query.language ?? brand.languages.default }, params.promotionId, nowMs()),
    }),
  });
  registerCall(app, claimCall, {
    checkResponses,
    context: member,
    handle: ({ params, query }, { brand, member: who }) => claimPromotion(deps.db, { brand, member: who, language: query.language ?? brand.languages.default }, params.promotionId, nowMs()),
  });
  registerCall(app, applyCall, {
    checkResponses,
    context: member,
    handle: async ({ params, query, body }, { brand, member: who }) => {
      const remark = body.remark.trim();
      if (remark === '' && body.images.length === 0) {
        throw new ApiError('VALIDATION_FAILED', 'Tell us about your application: a remark or an image', [{ field: 'remark', message: 'is needed when no image is sent' }]);
      }
      const images = await checkApplicationImages(body.images);
      return {
        promotion: await applyToPromotion(deps.db, { brand, member: who, language: query.language ?? brand.languages.default }, params.promotionId, { requestId: body.requestId, remark, images }, nowMs()),
      };
    },
  });

  // A banner is a marketing picture: served by the promotion's id to the site and the console alike,
  // re-encoded when it was set, under its own type, never sniffed; its address changes with it.
  app.get('/wps/promotions/:promotionId/banner', async (request, reply) => {
    const { promotionId } = parseInput(promotionIdParamsSchema, request.params, 'path');
    const banner = await selectBanner(deps.db, promotionId);
    if (!banner) throw new ApiError('NOT_FOUND', `Promotion ${promotionId} has no banner`);
    return reply
      .header('content-type', banner.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${banner.sha256}"`)
      .send(banner.bytes);
  });

  registerCall(app, boGetPromotions, {
    checkResponses,
    context: operator,
    handle: ({ query }, context) => listPromotions(deps.db, context, { merchantCode: query.merchantCode, status: query.status, page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }),
  });
  registerCall(app, boGetPromotion, {
    checkResponses,
    context: operator,
    handle: async ({ params }, context) => ({ promotion: await consolePromotion(deps.db, context, params.promotionId) }),
  });
  registerCall(app, boCreatePromotion, {
    checkResponses,
    context: operator,
    handle: async ({ body }, context) => ({ promotion: await createPromotion(deps.db, deps.brands, context, body, nowMs()) }),
  });
  registerCall(app, boUpdatePromotion, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, context) => ({ promotion: await updatePromotion(deps.db, deps.brands, context, params.promotionId, body, nowMs()) }),
  });
  registerCall(app, boSubmitPromotion, {
    checkResponses,
    context: operator,
    handle: async ({ params }, context) => ({ promotion: await submitPromotion(deps.db, context, params.promotionId, nowMs()) }),
  });
  registerCall(app, boDecidePromotion, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, context) => ({ promotion: await decidePromotion(deps.db, context, params.promotionId, body, nowMs()) }),
  });
  registerCall(app, boEndPromotion, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, context) => ({ promotion: await endPromotion(deps.db, context, params.promotionId, body.reason, nowMs()) }),
  });
  registerCall(app, boSetPromotionBanner, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, context) => ({ promotion: await setPromotionBanner(deps.db, context, params.promotionId, body, nowMs()) }),
  });
  registerCall(app, boGetPromotionApplications, {
    checkResponses,
    context: operator,
    handle: ({ query }, context) => listApplications(deps.db, context, { merchantCode: query.merchantCode, status: query.status, page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }),
  });
  registerCall(app, boGetPromotionApplicationImages, {
    checkResponses,
    context: operator,
    handle: ({ params }, context) => applicationImages(deps.db, context, params.entryId),
  });
  registerCall(app, boDecidePromotionApplication, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, context) => ({ application: await decideApplication(deps.db, context, params.entryId, body, nowMs()) }),
  });
}
