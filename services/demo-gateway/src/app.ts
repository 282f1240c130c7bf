import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { checkoutLinkSchema, type CheckoutLink, type GatewayNotice } from '@croupier/contract';
import { DEFAULT_NOTICE_TIMING, NoticeSender, type NoticeTiming } from './notice-sender';
import { checkoutPage, messagePage } from './page';
import { linkSignedBy } from './signing';

export interface GatewayAppOptions {
  gatewayCode: string;
  secret: string;
  platformUrl: string;
  logLevel: string | false;
  timing?: Partial<NoticeTiming>;
  nowMs?: () => number;
}

export interface GatewayApp {
  app: FastifyInstance;
  notices: NoticeSender;
}

/**
 * The stand-in gateway: a checkout page for links the platform signed, and the notice of each payment
 * sent back to the platform. An order is paid or declined once: paying it again answers with the same
 * payment, as a real gateway's does.
 */
export function buildGatewayApp(options: GatewayAppOptions): GatewayApp {
  const app = Fastify({ logger: options.logLevel === false ? false : { level: options.logLevel } });
  const nowMs = options.nowMs ?? Date.now;
  const notices = new NoticeSender({
    gatewayCode: options.gatewayCode,
    secret: options.secret,
    platformUrl: options.platformUrl,
    timing: { ...DEFAULT_NOTICE_TIMING, ...options.timing },
    log: app.log,
  });
  /** order -> the notice of its payment or its decline */
  const decided = new Map<string, GatewayNotice>();

  // The page's forms post as HTML forms do.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const refuse = (reply: FastifyReply, status: number, title: string, message: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(messagePage(options.gatewayCode, title, message));

  /** The link, if the platform signed it and it has not run out. */
  const checkedLink = (input: unknown, reply: FastifyReply): CheckoutLink | null => {
    const parsed = checkoutLinkSchema.safeParse(input);
    if (!parsed.success) {
      void refuse(reply, 400, 'This payment link is broken', 'Go back to the shop and start the deposit again.');
      return null;
    }
    if (!linkSignedBy(options.secret, parsed.data)) {
      void refuse(reply, 403, 'This payment link was not made by the shop', 'Nothing was charged. Go back to the shop and start the deposit again.');
      return null;
    }
    if (Number(parsed.data.expiresAtMs) < nowMs()) {
      void refuse(reply, 410, 'This payment link has run out', 'Nothing was charged. Go back to the shop and start the deposit again.');
      return null;
    }
    return parsed.data;
  };

  const settle = async (link: CheckoutLink, status: GatewayNotice['status'], reply: FastifyReply) => {
    const notice = decided.get(link.order) ?? {
      order: link.order,
      status,
      amountMinor: Number(link.amountMinor),
      currency: link.currency,
      gatewayTransactionId: `DPY${randomBytes(8).toString('hex').toUpperCase()}`,
    };
    decided.set(link.order, notice);
    await notices.deliver(notice);
    const back = new URL(link.returnUrl);
    back.searchParams.set('payment', notice.status === 'PAID' ? 'paid' : 'failed');
    return reply.code(303).header('location', back.toString()).send();
  };

  app.get('/checkout', async (request, reply) => {
    const link = checkedLink(request.query, reply);
    if (!link) return reply;
    const earlier = decided.get(link.order);
    if (earlier) return refuse(reply, 409, earlier.status === 'PAID' ? 'This order is paid' : 'This order was cancelled', `Order ${link.order}: payment ${earlier.gatewayTransactionId}.`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(checkoutPage(options.gatewayCode, link));
  });
  app.post('/checkout/pay', async (request, reply) => {
    const link = checkedLink(request.body, reply);
    return link ? settle(link, 'PAID', reply) : reply;
  });
  app.post('/checkout/decline', async (request, reply) => {
    const link = checkedLink(request.body, reply);
    return link ? settle(link, 'FAILED', reply) : reply;
  });
  app.get('/health', async () => ({ ok: true }));
  app.addHook('onClose', async () => notices.stop());
  return { app, notices };
}
