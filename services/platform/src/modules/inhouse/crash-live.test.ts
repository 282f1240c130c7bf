import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CRASH_LIVE_CLOSE_CODES, CRASH_LIVE_PATH, crashLiveMessageSchema, type CrashLiveMessage } from '@croupier/contract';
import { crashMultiplierAt } from '@croupier/domain';
import { crashPointOf } from '@croupier/provably-fair';
import { FakeClock } from '../../../testing/fake-clock';
import { useTestServer } from '../../../testing/test-app';
import { crashDelayMs } from './crash-curve';
import { CRASH_TABLE_SETTINGS } from './crash-tables';
import { bettingRoundWithPointAtLeast, eventually, moveToElapsed } from './crash-testing';
import { MERCHANT, fundedPlayer, newRequestId, play, value } from './inhouse-testing';

type MessageOf<Type extends CrashLiveMessage['type']> = Extract<CrashLiveMessage, { type: Type }>;

/** A watcher as a browser would be one: every message it gets must be one the contract describes. */
class FeedClient {
  readonly messages: CrashLiveMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private readonly opened: Promise<void>;

  constructor(
    url: string,
    headers: Record<string, string>,
    private readonly socket = new WebSocket(url, { headers }),
  ) {
    socket.on('message', (data: Buffer) => this.messages.push(crashLiveMessageSchema.parse(JSON.parse(data.toString('utf8')))));
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  }

  ready(): Promise<void> {
    return this.opened;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message of the type after `from` (an index into messages) that passes `test`. */
  next<Type extends CrashLiveMessage['type']>(type: Type, test: (message: MessageOf<Type>) => boolean = () => true, from = 0): Promise<MessageOf<Type>> {
    return eventually(async () => this.messages.slice(from).find((message): message is MessageOf<Type> => message.type === type && test(message as MessageOf<Type>)), `a ${type} message`);
  }

  async closedWith(): Promise<{ code: number; reason: string }> {
    return eventually(async () => this.closed, 'the socket to close');
  }

  close(): void {
    this.socket.close();
  }
}

describe('the live crash feed', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  let url: string;
  const clients: FeedClient[] = [];
  const connect = async (headers: Record<string, string>) => {
    const client = new FeedClient(url, headers);
    clients.push(client);
    await client.ready();
    return client;
  };

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${CRASH_LIVE_PATH}`;
  });
  afterAll(() => {
    for (const client of clients) client.close();
  });

  it('shows guests and members a round from betting to crash, ten ticks a second at most', async () => {
    const player = await fundedPlayer(server, 100_000n, () => clock.nowMs());
    const round = await bettingRoundWithPointAtLeast(server, clock, player.token, 150);

    const guest = await connect({ merchant: MERCHANT });
    const member = await connect({ merchant: MERCHANT, authorization: `Bearer ${player.token}` });
    for (const client of [guest, member]) {
      const { state } = await client.next('snapshot');
      expect(state.round).toMatchObject({ roundId: round.id, phase: 'betting', roundHash: null, crashPointHundredths: null });
      expect(state.myBet).toBeNull();
    }

    const placed = await value<{ bet: { betId: string } }>(play(server, player.token, 'POST', '/wps/bgs/crash/bet', { amountMinor: 10_000, requestId: newRequestId() }));
    for (const client of [guest, member]) {
      const { bet } = await client.next('bet');
      expect(bet).toMatchObject({ betId: placed.bet.betId, amountMinor: 10_000, status: 'open' });
      expect(bet.player).toContain('***');
    }
    // A browser cannot send headers with the upgrade: it signs in with a message instead.
    const seen = guest.messages.length;
    guest.send({ type: 'auth', token: player.token });
    expect((await guest.next('snapshot', () => true, seen)).state.myBet).toMatchObject({ betId: placed.bet.betId, autoCashOutHundredths: null });

    const elapsedMs = crashDelayMs(120);
    moveToElapsed(clock, round, elapsedMs);
    const running = await member.next('running');
    expect(running).toEqual({ type: 'running', roundId: round.id, startedAtMs: round.startsAtMs });
    const tick = await member.next('tick');
    expect(tick).toMatchObject({ roundId: round.id, elapsedMs, multiplierHundredths: crashMultiplierAt(elapsedMs) });
    const ticksBefore = member.messages.filter((message) => message.type === 'tick').length;
    const windowStartedMs = Date.now();
    await sleep(1_000);
    const ticksInWindow = member.messages.filter((message) => message.type === 'tick').length - ticksBefore;
    expect(ticksInWindow).toBeGreaterThan(0);
    expect(ticksInWindow).toBeLessThanOrEqual(Math.ceil((Date.now() - windowStartedMs) / CRASH_TABLE_SETTINGS.pulseMs) + 1);

    await value(play(server, player.token, 'POST', '/wps/bgs/crash/cashout', { roundId: round.id }));
    const cashOut = await guest.next('cashout');
    expect(cashOut.bet).toMatchObject({ betId: placed.bet.betId, status: 'won', cashOutHundredths: crashMultiplierAt(elapsedMs) });

    clock.advance(round.crashAtMs - clock.nowMs());
    const crashed = await guest.next('crashed');
    expect(crashed).toMatchObject({ roundId: round.id, crashPointHundredths: round.crashPointHundredths, crashedAtMs: round.crashAtMs, roundHash: round.roundHash });
    expect(crashPointOf(crashed.roundHash, round.salt, 100)).toBe(crashed.crashPointHundredths);
    expect(member.messages.filter((message) => message.type === 'tick').every((message) => message.multiplierHundredths < round.crashPointHundredths)).toBe(true);

    clock.advance(crashed.nextBettingAtMs - clock.nowMs());
    const betting = await member.next('betting', (message) => message.roundId !== round.id);
    expect(betting.countdownMs).toBe(CRASH_TABLE_SETTINGS.bettingMs);
    expect(betting.chainRoundNumber).toBeGreaterThan(0);
  });

  it('closes on a refused token or an unknown brand, and tells why first', async () => {
    const withBadHeader = new FeedClient(url, { merchant: MERCHANT, authorization: 'Bearer not-a-session-token' });
    clients.push(withBadHeader);
    expect(await withBadHeader.closedWith()).toEqual({ code: CRASH_LIVE_CLOSE_CODES.notLoggedIn, reason: 'NOT_LOGGED_IN' });
    expect(withBadHeader.messages).toEqual([{ type: 'error', code: 'NOT_LOGGED_IN', message: expect.any(String) }]);

    const guest = await connect({ merchant: MERCHANT });
    await guest.next('snapshot');
    guest.send({ type: 'hello' });
    expect((await guest.next('error')).code).toBe('VALIDATION_FAILED');
    guest.send({ type: 'auth', token: 'x'.repeat(43) });
    expect(await guest.closedWith()).toEqual({ code: CRASH_LIVE_CLOSE_CODES.notLoggedIn, reason: 'NOT_LOGGED_IN' });

    const nowhere = new FeedClient(url, { merchant: 'NOBODY' });
    clients.push(nowhere);
    expect((await nowhere.closedWith()).code).toBe(CRASH_LIVE_CLOSE_CODES.unknownMerchant);
  });
});
