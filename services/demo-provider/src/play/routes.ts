import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { seamlessAuthenticate, seamlessBalance } from '@croupier/contract';
import { gameDesignOf, type GameDesign } from '../slot/game-design';
import { withRetries } from '../wallet/retry';
import type { RoundRunner } from '../wallet/round-runner';
import type { SeamlessClient } from '../wallet/seamless-client';
import { LINE_BET_OPTIONS_MINOR, launchPageHtml, messagePageHtml } from './launch-page';
import type { PlayerSessions } from './player-sessions';
import { languageOf, wordsOf, type PageLanguage } from './words';

export interface PlayRouteDeps {
  client: SeamlessClient;
  rounds: RoundRunner;
  sessions: PlayerSessions;
  assets: { script: string; styles: string; fonts: Record<string, Buffer> };
}

/** The page loads nothing from elsewhere; the brand's site frames it, so no frame-ancestors limit. */
const PAGE_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

/** The query the platform's launch URL carries (services/platform launch-url.ts); other keys are let through. */
const launchQuerySchema = z
  .object({
    token: z.string().min(16).max(128),
    game: z.string().min(1).max(64),
    language: z.string().max(8).optional(),
    device: z.string().max(16).optional(),
    lobby: z.string().max(512).optional(),
  })
  .loose();

const spinBodySchema = z.object({
  session: z.string().min(1).max(64),
  lineBetMinor: z
    .number()
    .int()
    .refine((value) => (LINE_BET_OPTIONS_MINOR as readonly number[]).includes(value), 'is not one of the offered line bets'),
});

const balanceBodySchema = z.object({ session: z.string().min(1).max(64) });

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', PAGE_POLICY).header('referrer-policy', 'no-referrer').send(html);
}

export function registerPlayRoutes(app: FastifyInstance, deps: PlayRouteDeps): void {
  const designs = new Map<string, GameDesign>();
  const designOf = (gameCode: string) => {
    const known = designs.get(gameCode);
    if (known) return known;
    const design = gameDesignOf(gameCode);
    designs.set(gameCode, design);
    return design;
  };

  app.get('/healthz', async () => ({ ok: true }));
  app.get('/assets/slot.js', async (_request, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(deps.assets.script));
  app.get('/assets/slot.css', async (_request, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(deps.assets.styles));
  app.get<{ Params: { file: string } }>('/assets/fonts/:file', async (request, reply) => {
    const font = Object.hasOwn(deps.assets.fonts, request.params.file) ? deps.assets.fonts[request.params.file] : undefined;
    if (!font) return reply.code(404).send({ status: 'refused', code: 'NOT_FOUND', message: 'No such font' });
    return reply.header('content-type', 'font/woff2').header('cache-control', 'public, max-age=86400').send(font);
  });
  // Browsers ask for it on their own; answering saves a 404 in every page's console.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  // The engine's launch page: trades the one-time launch token for a game session, then draws the game.
  app.get('/launch', async (request, reply) => {
    const query = launchQuerySchema.safeParse(request.query);
    const rawLanguage = (request.query as Record<string, unknown> | undefined)?.language;
    const language: PageLanguage = languageOf(typeof rawLanguage === 'string' ? rawLanguage : undefined);
    const words = wordsOf(language);
    if (!query.success) return sendPage(reply, 400, messagePageHtml(language, words.badLink));
    // One try only: the token works once, so a retry after a lost answer could only be refused.
    const answer = await deps.client.sendOnce(seamlessAuthenticate, { launchToken: query.data.token });
    if (answer.kind === 'unavailable') {
      request.log.warn({ reason: answer.reason }, 'the platform did not answer authenticate');
      return sendPage(reply, 503, messagePageHtml(language, words.unreachable));
    }
    if (answer.kind === 'refused') {
      request.log.info({ code: answer.code }, 'launch token refused');
      return sendPage(reply, answer.status, messagePageHtml(language, answer.code === 'MAINTENANCE' ? words.maintenance : words.linkExpired));
    }
    const player = answer.value;
    if (player.gameCode !== query.data.game) request.log.warn({ asked: query.data.game, authenticated: player.gameCode }, 'the launch URL names another game than the token; playing the token’s');
    const session = deps.sessions.open({
      playerId: player.playerId,
      sessionToken: player.sessionToken,
      gameCode: player.gameCode,
      currency: player.currency,
      scale: player.scale,
      language,
      nickname: player.nickname,
      demo: player.demo,
    });
    return sendPage(reply, 200, launchPageHtml({ design: designOf(player.gameCode), session, words, balanceMinor: player.balanceMinor }));
  });

  app.post('/play/spin', async (request, reply) => {
    const body = spinBodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: 'refused', code: 'BAD_BET', message: z.prettifyError(body.error) });
    const session = deps.sessions.find(body.data.session);
    if (!session) return reply.code(404).send({ status: 'refused', code: 'GAME_SESSION_UNKNOWN', message: 'This game page is no longer open here; open the game again' });
    const result = await deps.sessions.inTurn(session, () => deps.rounds.play(session, designOf(session.gameCode), body.data.lineBetMinor));
    return reply.header('cache-control', 'no-store').send(result);
  });

  app.post('/play/balance', async (request, reply) => {
    const body = balanceBodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: 'refused', code: 'BAD_REQUEST', message: z.prettifyError(body.error) });
    const session = deps.sessions.find(body.data.session);
    if (!session) return reply.code(404).send({ status: 'refused', code: 'GAME_SESSION_UNKNOWN', message: 'This game page is no longer open here; open the game again' });
    const answer = await withRetries(() => deps.client.sendOnce(seamlessBalance, { playerId: session.playerId, sessionToken: session.sessionToken, gameCode: session.gameCode }), {
      attempts: 2,
      firstDelayMs: 200,
      maxDelayMs: 200,
    });
    if (answer.kind === 'answered') return reply.header('cache-control', 'no-store').send({ balanceMinor: answer.value.balanceMinor });
    if (answer.kind === 'refused') return reply.code(409).send({ status: 'refused', code: answer.code, message: answer.message });
    return reply.code(503).send({ status: 'unavailable', message: answer.reason });
  });
}
