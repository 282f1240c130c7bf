import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boCreateOperator, boGetSession, boLogin, boLogout, boReadAudit, opsCreateOperator } from '@croupier/contract';
import { AUDIT_PAGE_SIZE, type OperatorRole } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { normalizeClientIp } from '../../http/client-ip';
import { registerCall } from '../../http/register-call';
import { requireOperator } from '../ops-access';
import { enforceStrictLimit } from '../rate-limit';
import {
  createOperatorByAdmin,
  createOperatorWithOpsToken,
  logInOperator,
  logOutOperator,
  operatorSession,
  operatorView,
  readAuditPage,
  requireRole,
  type OperatorSession,
} from './service';

/**
 * The operator console's accounts under /bo/ (login, logout, the session's operator, making operators,
 * the audit log), and POST /ops/operators behind X-Ops-Token for the first ADMIN. Not brand calls:
 * they answer on any host, and no merchant's maintenance or region blocks apply to them.
 */
export function registerOperatorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const signedIn = (request: FastifyRequest) => operatorSession(deps, request);
  // The role is checked before the input, so a call the operator may not make is refused whatever it carries.
  const withRole =
    (roles: readonly OperatorRole[]) =>
    async (request: FastifyRequest): Promise<OperatorSession> => {
      const session = await signedIn(request);
      requireRole(session, roles);
      return session;
    };

  registerCall(app, boLogin, {
    checkResponses,
    context: async (request) => {
      const ip = normalizeClientIp(request.ip);
      enforceStrictLimit(deps.limiter, deps.config.rateLimits, 'operatorLogin', ip);
      return { ip };
    },
    handle: ({ body }, { ip }) => logInOperator(deps, body, ip),
  });

  registerCall(app, boLogout, {
    checkResponses,
    context: signedIn,
    handle: async (_input, session) => {
      await logOutOperator(deps, session);
      return { loggedOut: true as const };
    },
  });

  registerCall(app, boGetSession, { checkResponses, context: signedIn, handle: async (_input, { operator }) => operatorView(operator) });

  registerCall(app, boCreateOperator, {
    checkResponses,
    context: withRole(['ADMIN']),
    handle: ({ body }, session) => createOperatorByAdmin(deps, session, body),
  });

  registerCall(app, boReadAudit, {
    checkResponses,
    context: withRole(['SUPERVISOR', 'ADMIN']),
    handle: ({ query: { page, pageSize, ...filters } }, session) => readAuditPage(deps, session, page ?? 1, pageSize ?? AUDIT_PAGE_SIZE, filters),
  });

  registerCall(app, opsCreateOperator, {
    checkResponses,
    context: async (request) => requireOperator(deps.config.opsToken, request),
    handle: ({ body }) => createOperatorWithOpsToken(deps, body),
  });
}
