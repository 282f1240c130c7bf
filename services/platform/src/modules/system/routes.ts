import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getDomainRoute, getPermission, getRegisterSettings, getSystemStatus, getWhitelabel } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { merchantContext, type Availability } from './access';
import { registerSettings } from './register-settings';
import { domainRoute, permission, systemStatus } from './service';
import { whitelabelTree } from './whitelabel';

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const contextFor = (availability: Availability) => (request: FastifyRequest) => merchantContext(deps, request, availability);

  registerCall(app, getSystemStatus, { checkResponses, context: contextFor('always'), handle: async (_input, context) => systemStatus(context) });

  registerCall(app, getWhitelabel, {
    checkResponses,
    context: contextFor('always'),
    handle: async (_input, { brand }) => ({ merchantCode: brand.merchantCode, displayName: brand.displayName, modules: whitelabelTree(brand) }),
  });

  registerCall(app, getDomainRoute, { checkResponses, context: contextFor('always'), handle: async (_input, { brand }) => domainRoute(brand) });

  registerCall(app, getPermission, { checkResponses, context: contextFor('always'), handle: async (_input, context) => permission(context) });

  // Liveness for process managers and the end-to-end harness: answers on any host once the database does.
  app.get('/healthz', async (_request, reply) => {
    await deps.db.query('SELECT 1');
    return reply.header('cache-control', 'no-store').send({ success: true, value: { status: 'ok' } });
  });

  registerCall(app, getRegisterSettings, { checkResponses, context: contextFor('when-open'), handle: async (_input, { brand }) => registerSettings(brand) });
}
