import type { FastifyInstance } from 'fastify';
import { getAnnouncements } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { merchantContext } from '../system';
import { registerArtCredits } from './art/art-credits';
import { registerArtRoute } from './art/art-route';
import { renderBannerArt } from './art/banner-art';
import { selectBannerLink } from './repository';
import { announcements } from './service';

export function registerContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getAnnouncements, {
    checkResponses: deps.config.checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: async ({ query }, { brand }) => announcements(await deps.announcements.of(brand.merchantCode), query.language ?? brand.languages.default, query.types),
  });
  registerArtCredits(app);
  registerArtRoute(app, deps.db, ['banner'], async (_kind, id) => {
    const linkUrl = await selectBannerLink(deps.db, id);
    return linkUrl === null ? null : renderBannerArt({ id, linkUrl });
  });
}
