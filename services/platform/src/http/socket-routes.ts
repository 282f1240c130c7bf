import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Clients of the live feeds only ever send short messages (an auth message with a token). */
export const MAX_SOCKET_MESSAGE_BYTES = 4_096;

export interface SocketRoute {
  path: string;
  handle(socket: WebSocket, request: FastifyRequest): void;
}

/**
 * The server's WebSocket routes (the live Crash feed, the member's live notifications), gathered by
 * the modules and installed together in one scope of their own: the WebSocket plugin listens to the
 * server's upgrades, so it is registered once (twice, each upgrade would be routed twice), and its
 * hooks touch no other route.
 */
export class SocketRoutes {
  private readonly routes: SocketRoute[] = [];

  add(route: SocketRoute): void {
    this.routes.push(route);
  }

  async install(app: FastifyInstance): Promise<void> {
    const routes = [...this.routes];
    await app.register(async (scope) => {
      await scope.register(fastifyWebsocket, { options: { maxPayload: MAX_SOCKET_MESSAGE_BYTES } });
      for (const route of routes) scope.get(route.path, { websocket: true }, (socket, request) => route.handle(socket, request));
    });
  }
}
