import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getNotifications, markNotificationsRead as markReadCall } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import type { SocketRoutes } from '../../http/socket-routes';
import { memberContext, refuseTrial } from '../accounts';
import { MemberLiveHub } from './live-hub';
import { memberLiveRoute } from './live-socket';
import { markNotificationsRead, memberNotifications } from './service';

/** How often live sockets are pinged and their sessions checked, unless the settings say otherwise. */
const DEFAULT_HEARTBEAT_MS = 30_000;

/**
 * The member's notifications: the list and mark-read calls, and the live socket that pushes them and
 * every page's site status, fed by this instance's LISTEN, which starts here and stops with the app.
 */
export async function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps, sockets: SocketRoutes): Promise<void> {
  const { checkResponses } = deps.config;
  const hub = new MemberLiveHub(deps.db, deps.config.clock, app.log, deps.config.liveHeartbeatMs ?? DEFAULT_HEARTBEAT_MS, deps.access);
  await hub.start();
  app.addHook('onClose', () => hub.close());
  sockets.add(memberLiveRoute(deps, hub));

  // SPEC §4: free play fetches no unread messages.
  const member = async (request: FastifyRequest) => {
    const context = await memberContext(deps, request);
    refuseTrial(context.member);
    return { merchantCode: context.brand.merchantCode, memberId: context.member.id };
  };
  registerCall(app, getNotifications, {
    checkResponses,
    context: member,
    handle: ({ query }, who) => memberNotifications(deps.db, who, query),
  });
  registerCall(app, markReadCall, {
    checkResponses,
    context: member,
    handle: ({ body }, who) => markNotificationsRead(deps.db, who, body.upToId, deps.config.clock.nowMs()),
  });
}
