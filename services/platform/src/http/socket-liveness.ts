import type { WebSocket } from '@fastify/websocket';

/**
 * How many pings in a row may go unanswered before a socket is dropped. One is not enough: when the
 * server's event loop stalls (a long statement, a busy host) the next heartbeat can run before the
 * pong that already arrived has been read, and a healthy watcher would be cut off. Two in a row means
 * the other end stayed silent through a whole heartbeat after the stall.
 */
const UNANSWERED_PINGS_BEFORE_DROP = 2;

/**
 * Tracks whether the other end of a socket still answers pings. `beat` is called once per heartbeat:
 * it drops a socket that missed too many pings in a row, else pings it again.
 */
export class SocketLiveness {
  private unanswered = 0;

  constructor(private readonly socket: WebSocket) {
    socket.on('pong', () => {
      this.unanswered = 0;
    });
  }

  beat(): void {
    if (this.unanswered >= UNANSWERED_PINGS_BEFORE_DROP) {
      this.socket.terminate();
      return;
    }
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.unanswered += 1;
    this.socket.ping();
  }
}
