import { describe, expect, it } from 'vitest';
import { seamlessAuthenticate, seamlessBalance } from '@croupier/contract';
import { MAIN_WALLET } from '@croupier/domain';
import { FakeClock } from '../../../testing/fake-clock';
import { repoBrand, useTestServer } from '../../../testing/test-app';
import { tokenHashOf } from '../sessions';
import { LAUNCH_TOKEN_TTL_MS } from '../play';
import { GAME_SESSION_ABSOLUTE_MS, GAME_SESSION_IDLE_MS } from './service';
import { OTHER_PROVIDER, authenticated, fundWallet, launchedPlayer, newLaunchToken, registerTestProviders, signedCall } from './seamless-testing';

describe('seamless authenticate and balance', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();
  const ready = async () => registerTestProviders(server.db, now());

  it('exchanges a launch token once for a game session on the wallet of the brand’s mode', async () => {
    await ready();
    const shonali = await launchedPlayer(server.app, 'shonali', now);
    await fundWallet(server.db, shonali, 12_345n);
    await fundWallet(server.db, shonali, 99_999n, MAIN_WALLET);
    const response = await signedCall(server.app, seamlessAuthenticate, { launchToken: shonali.launchToken }, { timestampMs: now() });
    expect(response.statusCode, response.body).toBe(200);
    const value = seamlessAuthenticate.value.parse(response.json().value);
    // shonali is a transfer-wallet brand: its games play against the vendor's wallet, not MAIN.
    expect(shonali.wallet).toBe(shonali.game.vassalage);
    expect(value).toMatchObject({ balanceMinor: 12_345, currency: 'BDT', scale: 2, gameCode: shonali.game.gameCode, demo: false });
    expect(value.nickname).toMatch(/^\w{2}\*\*\*\w{2}$/);
    // Opaque: random, not the member's id.
    expect(value.playerId).toMatch(/^P[0-9a-f]{30}$/);

    const again = await signedCall(server.app, seamlessAuthenticate, { launchToken: shonali.launchToken }, { timestampMs: now() });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('LAUNCH_TOKEN_INVALID');

    // Only the hash of the session token is kept.
    const { rows } = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM seamless_sessions WHERE player_id = $1', [value.playerId]);
    expect(rows).toEqual([{ token_hash: tokenHashOf(value.sessionToken) }]);

    // A second launch of the same member gets the same player id and a new session.
    const second = await authenticated(server.app, await newLaunchToken(server.app, 'shonali', shonali.token, shonali.game), now());
    expect(second.playerId).toBe(value.playerId);
    expect(second.sessionToken).not.toBe(value.sessionToken);

    const northstar = await launchedPlayer(server.app, 'northstar', now);
    await fundWallet(server.db, northstar, 500n);
    expect(northstar.wallet).toBe(MAIN_WALLET);
    const single = seamlessAuthenticate.value.parse((await signedCall(server.app, seamlessAuthenticate, { launchToken: northstar.launchToken }, { timestampMs: now() })).json().value);
    expect(single).toMatchObject({ balanceMinor: 500, currency: repoBrand('northstar').currency.code, scale: repoBrand('northstar').currency.scale });
    expect(single.playerId).not.toBe(value.playerId);
  });

  it('refuses expired, unknown and other providers’ tokens', async () => {
    await ready();
    const player = await launchedPlayer(server.app, 'northstar', now);
    clock.advance(LAUNCH_TOKEN_TTL_MS + 1);
    const expired = await signedCall(server.app, seamlessAuthenticate, { launchToken: player.launchToken }, { timestampMs: now() });
    expect(expired.json()).toMatchObject({ code: 'LAUNCH_TOKEN_INVALID' });
    const unknown = await signedCall(server.app, seamlessAuthenticate, { launchToken: 'x'.repeat(43) }, { timestampMs: now() });
    expect(unknown.json()).toMatchObject({ code: 'LAUNCH_TOKEN_INVALID' });
    const shortToken = await signedCall(server.app, seamlessAuthenticate, { launchToken: 'short' }, { timestampMs: now() });
    expect(shortToken.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'launchToken' }] });
  });

  it('reads the balance on a live session, which ends after 30 idle minutes', async () => {
    await ready();
    const player = await launchedPlayer(server.app, 'northstar', now);
    await fundWallet(server.db, player, 7_000n);
    const session = await authenticated(server.app, player.launchToken, now());
    const balance = () => signedCall(server.app, seamlessBalance, session, { timestampMs: now() });
    expect((await balance()).json().value).toEqual({ balanceMinor: 7_000, currency: 'BDT' });
    clock.advance(GAME_SESSION_IDLE_MS - 1000);
    expect((await balance()).statusCode).toBe(200);
    clock.advance(GAME_SESSION_IDLE_MS - 1000);
    expect((await balance()).statusCode).toBe(200);
    clock.advance(GAME_SESSION_IDLE_MS);
    const ended = await balance();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends a session 12 hours after it began, however busy', async () => {
    await ready();
    const player = await launchedPlayer(server.app, 'northstar', now);
    const session = await authenticated(server.app, player.launchToken, now());
    const startedMs = now();
    while (now() - startedMs < GAME_SESSION_ABSOLUTE_MS - 20 * 60 * 1000) {
      clock.advance(20 * 60 * 1000);
      expect((await signedCall(server.app, seamlessBalance, session, { timestampMs: now() })).statusCode).toBe(200);
    }
    clock.advance(20 * 60 * 1000);
    expect((await signedCall(server.app, seamlessBalance, session, { timestampMs: now() })).json().code).toBe('SESSION_EXPIRED');
  });

  it('keeps sessions and players to the provider that made them', async () => {
    await ready();
    const player = await launchedPlayer(server.app, 'northstar', now);
    const session = await authenticated(server.app, player.launchToken, now());
    const other = await signedCall(server.app, seamlessBalance, session, { provider: OTHER_PROVIDER, timestampMs: now() });
    expect(other.json().code).toBe('PLAYER_NOT_FOUND');
    const wrongGame = await signedCall(server.app, seamlessBalance, { ...session, gameCode: 'another-game' }, { timestampMs: now() });
    expect(wrongGame.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'gameCode' }] });
    const wrongToken = await signedCall(server.app, seamlessBalance, { ...session, sessionToken: 'y'.repeat(43) }, { timestampMs: now() });
    expect(wrongToken.json().code).toBe('SESSION_EXPIRED');
  });
});
