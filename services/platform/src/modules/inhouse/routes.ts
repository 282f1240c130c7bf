import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { SocketRoutes } from '../../http/socket-routes';
import { crashLiveRoute } from './crash-live';
import { registerCrashRoutes } from './crash-routes';
import { CrashTables } from './crash-tables';
import { registerDiceRoutes } from './dice-routes';
import { registerPublicFairnessRoutes } from './fairness-public-routes';
import { registerFairnessRoutes } from './fairness-routes';
import { registerMinesRoutes } from './mines-routes';

/**
 * The in-house games Crash, Dice and Mines: their calls, the live Crash feed, and the Crash rounds of
 * each brand, which run in this process while players are about and stop with the app.
 */
export function registerInHouseRoutes(app: FastifyInstance, deps: AppDeps, sockets: SocketRoutes): void {
  const tables = new CrashTables(deps, app.log);
  app.addHook('onClose', () => tables.close());
  registerFairnessRoutes(app, deps);
  registerPublicFairnessRoutes(app, deps, tables.beacon);
  registerDiceRoutes(app, deps);
  registerMinesRoutes(app, deps);
  registerCrashRoutes(app, deps, tables);
  sockets.add(crashLiveRoute(deps, tables));
}
