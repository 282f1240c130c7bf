import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getDomainRoute, getPermission, getRegisterSettings, getSystemStatus, getWhitelabel } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { hostnameOf, portOf } from '../brands';
import { merchantContext, type Availability } from './access';
import { cdnListsFor, requestOriginOf, type CdnOrigins } from './cdn-origins';
import { registerSettings } from './register-settings';
import { domainRoute, permission, systemStatus } from './service';
import { whitelabelTree } from './whitelabel';

/**
 * The port the caller reached this server on, for its local (*.localhost) origins: the one a local Host
 * names, which is the browser's (a development proxy's, when one stands in front), else the port of the
 * connection itself. A public Host's port belongs to its proxy, not to the local origins.
 */
function localPortOf(request: FastifyRequest): number | null {
  const hostname = hostnameOf(request.host);
  const local = hostname !== null && (hostname === 'localhost' || hostname.endsWith('.localhost'));
  return (local ? portOf(request.host) : null) ?? request.raw.socket.localPort ?? null;
}

const NO_CDN_ORIGINS: CdnOrigins = { image: [], launch: [] };

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const cdnOrigins = deps.config.cdnOrigins ?? NO_CDN_ORIGINS;
  const contextFor = (availability: Availability) => (request: FastifyRequest) => merchantContext(deps, request, availability);

  registerCall(app, getSystemStatus, { checkResponses, context: contextFor('always'), handle: async (_input, context) => systemStatus(context) });

  registerCall(app, getWhitelabel, {
    checkResponses,
    context: contextFor('always'),
    handle: async (_input, { brand }) => ({ merchantCode: brand.merchantCode, displayName: brand.displayName, modules: whitelabelTree(brand) }),
  });

  const withPort = (request: FastifyRequest) =>
    merchantContext(deps, request, 'always').then((context) => ({ ...context, localPort: localPortOf(request), origin: requestOriginOf(request) }));
  registerCall(app, getDomainRoute, { checkResponses, context: withPort, handle: async (_input, { brand, localPort }) => domainRoute(brand, localPort) });

  registerCall(app, getPermission, {
    checkResponses,
    context: withPort,
    handle: async (_input, context) => permission(context, context.localPort, cdnListsFor(cdnOrigins, context.origin)),
  });

  // Liveness for process managers and the end-to-end harness: answers on any host once the database does.
  app.get('/healthz', async (_request, reply) => {
    await deps.db.query('SELECT 1');
    return reply.header('cache-control', 'no-store').send({ success: true, value: { status: 'ok' } });
  });

  registerCall(app, getRegisterSettings, { checkResponses, context: contextFor('when-open'), handle: async (_input, { brand }) => registerSettings(brand) });
}
