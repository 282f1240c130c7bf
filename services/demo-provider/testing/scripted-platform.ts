import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedCall {
  path: string;
  rawBody: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/** How the scripted platform answers one request. */
export type ScriptedAnswer =
  | { status: number; json: unknown }
  | { status: number; text: string }
  /** never answers: the caller's timeout has to end it */
  | 'hang'
  /** closes the connection without a word */
  | 'drop';

export interface ScriptedPlatform {
  url: string;
  calls: ReceivedCall[];
  callsTo(path: string): ReceivedCall[];
  close(): Promise<void>;
}

export const ok = (value: unknown): ScriptedAnswer => ({ status: 200, json: { success: true, value } });
export const failure = (status: number, code: string, message = code): ScriptedAnswer => ({ status, json: { success: false, code, message } });

/**
 * A real HTTP server standing in for the platform, answering each call as the test's script says:
 * with answers, 500s, silence or a dropped connection. It exists to test the provider's retries.
 */
export async function startScriptedPlatform(answer: (call: ReceivedCall, callsSoFar: ReceivedCall[]) => ScriptedAnswer): Promise<ScriptedPlatform> {
  const calls: ReceivedCall[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const call: ReceivedCall = { path: request.url ?? '', rawBody, body: rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : {}, headers: request.headers };
      calls.push(call);
      const scripted = answer(call, calls);
      if (scripted === 'hang') return;
      if (scripted === 'drop') {
        request.socket.destroy();
        return;
      }
      if ('json' in scripted) {
        response.writeHead(scripted.status, { 'content-type': 'application/json' }).end(JSON.stringify(scripted.json));
      } else {
        response.writeHead(scripted.status, { 'content-type': 'text/plain' }).end(scripted.text);
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The answer value of bet, win and rollback, with the balance the test wants. */
export function transactionValue(body: Record<string, unknown>, balanceMinor: number, replayed = false) {
  return { balanceMinor, currency: 'BDT', transactionId: body.transactionId, platformTransactionId: `P-${String(body.transactionId)}`, replayed };
}
