import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_KEY_SCHEME, SEND_PATH, acceptedAnswer, requestError, sendRequestSchema } from './api';
import { Inbox, internationalDigits } from './inbox';
import { inboxPage } from './page';

/** Messages kept in memory; the oldest go first. */
export const INBOX_CAPACITY = 1_000;
/** Messages an inbox read or the page shows. */
const SHOWN = 50;

export interface SmsGatewayAppOptions {
  apiKey: string;
  logLevel: string | false;
  nowMs?: () => number;
}

export interface SmsGatewayApp {
  app: FastifyInstance;
  inbox: Inbox;
}

const digestOf = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The stand-in SMS gateway: takes messages from senders holding its API key, as a provider does,
 * and keeps them in an inbox instead of sending them to phones. `GET /inbox?to=` answers what a number
 * was sent (the demo and the tests read codes there) and `/` shows the newest messages to people.
 */
export function buildSmsGatewayApp(options: SmsGatewayAppOptions): SmsGatewayApp {
  const app = Fastify({ logger: options.logLevel === false ? false : { level: options.logLevel } });
  const nowMs = options.nowMs ?? Date.now;
  const inbox = new Inbox(INBOX_CAPACITY);
  const expectedKey = digestOf(`${API_KEY_SCHEME} ${options.apiKey}`);

  const refuse = (reply: FastifyReply, status: number, messageId: 'UNAUTHORIZED' | 'BAD_REQUEST', text: string) =>
    reply.code(status).header('cache-control', 'no-store').send(requestError(messageId, text));

  // Digests of equal length, so the comparison takes as long whatever the header holds.
  const authorized = (request: FastifyRequest) => timingSafeEqual(digestOf(request.headers.authorization ?? ''), expectedKey);

  // A request without the key is refused before its body is read, as the provider does.
  app.post(SEND_PATH, {
    onRequest: async (request, reply) => {
      if (authorized(request)) return;
      request.log.warn({ ip: request.ip }, 'send refused: wrong or missing API key');
      return refuse(reply, 401, 'UNAUTHORIZED', 'Invalid login details');
    },
    handler: async (request, reply) => {
      const parsed = sendRequestSchema.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, 'BAD_REQUEST', parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
      const to = internationalDigits(parsed.data.to);
      if (to === null) return refuse(reply, 400, 'BAD_REQUEST', 'to: must be a number in international form, such as 8801712345678');
      const messageId = randomBytes(10).toString('hex');
      inbox.add({ messageId, from: parsed.data.from, to, text: parsed.data.text, receivedAt: new Date(nowMs()).toISOString() });
      request.log.info({ messageId, from: parsed.data.from }, 'message taken');
      return reply.header('cache-control', 'no-store').send(acceptedAnswer(to, messageId));
    },
  });

  const numberOf = (query: unknown): string | undefined | null => {
    const to = (query as { to?: unknown }).to;
    if (to === undefined || to === '') return undefined;
    return typeof to === 'string' ? internationalDigits(to) : null;
  };

  app.get('/inbox', async (request, reply) => {
    const to = numberOf(request.query);
    if (to === null) return refuse(reply, 400, 'BAD_REQUEST', 'to: must be a number in international form, such as 8801712345678');
    return reply.header('cache-control', 'no-store').send({ messages: inbox.newest(SHOWN, to) });
  });

  app.get('/', async (request, reply) => {
    const to = numberOf(request.query) ?? undefined;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(inboxPage(inbox.newest(SHOWN, to), to));
  });

  app.get('/health', async () => ({ ok: true }));

  // Bodies the parser cannot read get the provider's refusal too, not Fastify's own shape.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return refuse(reply, error.statusCode, 'BAD_REQUEST', error.message);
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ requestError: { serviceException: { messageId: 'GENERAL_ERROR', text: 'Something went wrong' } } });
  });
  return { app, inbox };
}
