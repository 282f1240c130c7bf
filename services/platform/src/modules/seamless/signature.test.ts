import { describe, expect, it } from 'vitest';
import { SEAMLESS_CLOCK_SKEW_MS, SEAMLESS_HEADERS, seamlessAuthenticate, seamlessBalance } from '@croupier/contract';
import { FakeClock } from '../../../testing/fake-clock';
import { useTestServer } from '../../../testing/test-app';
import { PROVIDER_KEYS_TTL_MS, ProviderKeys } from './provider-keys';
import { registerProvider } from './service';
import { TEST_PROVIDER, authenticated, launchedPlayer, registerTestProviders, signedCall } from './seamless-testing';
import { SignatureRefusal, seamlessSignatureOf, verifySeamlessRequest } from './signature';

describe('seamless request signatures', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();

  async function liveSession() {
    await registerTestProviders(server.db, now());
    const player = await launchedPlayer(server.app, 'northstar', now);
    return authenticated(server.app, player.launchToken, now());
  }
  const expectRefused = (response: { statusCode: number; json: () => { code: string } }, why: string) => {
    expect(response.statusCode, why).toBe(401);
    expect(response.json().code, why).toBe('SIGNATURE_INVALID');
  };

  it('checks the signature over the body bytes as sent, not over the parsed JSON', async () => {
    const session = await liveSession();
    // The same JSON with other spacing and key order is other bytes: signed as sent, it is good...
    const spaced = `{ "gameCode": ${JSON.stringify(session.gameCode)},\n  "sessionToken": ${JSON.stringify(session.sessionToken)}, "playerId": ${JSON.stringify(session.playerId)} }`;
    const good = await signedCall(server.app, seamlessBalance, null, { rawBody: spaced, timestampMs: now() });
    expect(good.statusCode, good.body).toBe(200);
    // ...and the compact text's signature does not cover it.
    expectRefused(await signedCall(server.app, seamlessBalance, null, { rawBody: spaced, signedBody: JSON.stringify(session), timestampMs: now() }), 're-serialised body');
    // A changed amount of whitespace at the end is a changed body too.
    expectRefused(await signedCall(server.app, seamlessBalance, null, { rawBody: `${spaced} `, signedBody: spaced, timestampMs: now() }), 'trailing space');
  });

  it('refuses unknown and inactive providers and wrong secrets alike', async () => {
    const session = await liveSession();
    expectRefused(await signedCall(server.app, seamlessBalance, session, { provider: { code: 'NOBODY', secret: TEST_PROVIDER.secret }, timestampMs: now() }), 'unknown provider');
    expectRefused(await signedCall(server.app, seamlessBalance, session, { provider: { code: TEST_PROVIDER.code, secret: 'not-the-secret-at-all-0000' }, timestampMs: now() }), 'wrong secret');
    await registerProvider(server.db, TEST_PROVIDER.code, TEST_PROVIDER.secret, now(), false);
    try {
      expectRefused(await signedCall(server.app, seamlessBalance, session, { timestampMs: now() }), 'inactive provider');
    } finally {
      await registerProvider(server.db, TEST_PROVIDER.code, TEST_PROVIDER.secret, now(), true);
    }
    expect((await signedCall(server.app, seamlessBalance, session, { timestampMs: now() })).statusCode).toBe(200);
  });

  it('follows a provider changed by another instance within PROVIDER_KEYS_TTL_MS, its secret not read per call', async () => {
    const session = await liveSession();
    expect((await signedCall(server.app, seamlessBalance, session, { timestampMs: now() })).statusCode).toBe(200);
    // Another instance (or an operator's SQL) ends the provider's access: this one holds its copy a while...
    await server.db.query('UPDATE seamless_providers SET active = false WHERE provider_code = $1', [TEST_PROVIDER.code]);
    try {
      clock.advance(PROVIDER_KEYS_TTL_MS - 1);
      expect((await signedCall(server.app, seamlessBalance, session, { timestampMs: now() })).statusCode).toBe(200);
      // ...and refuses once the copy is older than its time to live.
      clock.advance(1);
      expectRefused(await signedCall(server.app, seamlessBalance, session, { timestampMs: now() }), 'provider ended elsewhere');
    } finally {
      await registerProvider(server.db, TEST_PROVIDER.code, TEST_PROVIDER.secret, now(), true);
    }
    // A secret changed elsewhere: the old one is refused and the new one taken once the copy has aged out.
    await server.db.query('UPDATE seamless_providers SET secret = $2 WHERE provider_code = $1', [TEST_PROVIDER.code, 'rotated-secret-0000000000000000']);
    try {
      clock.advance(PROVIDER_KEYS_TTL_MS);
      expectRefused(await signedCall(server.app, seamlessBalance, session, { timestampMs: now() }), 'old secret after rotation');
      const rotated = { code: TEST_PROVIDER.code, secret: 'rotated-secret-0000000000000000' };
      expect((await signedCall(server.app, seamlessBalance, session, { provider: rotated, timestampMs: now() })).statusCode).toBe(200);
    } finally {
      await registerProvider(server.db, TEST_PROVIDER.code, TEST_PROVIDER.secret, now(), true);
    }
  });

  it('refuses a provider code no provider can have before looking it up, and says so in the log reason', async () => {
    await registerTestProviders(server.db, now());
    const keys = new ProviderKeys(server.db, clock);
    const timestamp = String(now());
    const headersFor = (provider: string) => ({ [SEAMLESS_HEADERS.provider]: provider, [SEAMLESS_HEADERS.timestamp]: timestamp, [SEAMLESS_HEADERS.signature]: seamlessSignatureOf(TEST_PROVIDER.secret, timestamp, '{}') });
    const reasonOf = (provider: string) =>
      verifySeamlessRequest(keys, headersFor(provider), '{}', now()).then(
        () => 'taken',
        (error: unknown) => (error instanceof SignatureRefusal ? error.reason : String(error)),
      );
    for (const malformed of [`${TEST_PROVIDER.code} ; x`, 'x', 'y'.repeat(33), 'caf\u00e9']) expect(await reasonOf(malformed), malformed).toBe('the provider code is malformed');
    expect(await reasonOf('NOBODY')).toBe('the provider is unknown');
    expect(await reasonOf(TEST_PROVIDER.code)).toBe('taken');
  });

  it('takes timestamps within the allowed skew either way, and no further', async () => {
    const session = await liveSession();
    for (const offsetMs of [-SEAMLESS_CLOCK_SKEW_MS, SEAMLESS_CLOCK_SKEW_MS, -1000, 0]) {
      expect((await signedCall(server.app, seamlessBalance, session, { timestampMs: now() + offsetMs })).statusCode, String(offsetMs)).toBe(200);
    }
    for (const offsetMs of [-SEAMLESS_CLOCK_SKEW_MS - 1, SEAMLESS_CLOCK_SKEW_MS + 1]) {
      expectRefused(await signedCall(server.app, seamlessBalance, session, { timestampMs: now() + offsetMs }), String(offsetMs));
    }
  });

  it('refuses missing and malformed signing headers before reading the body', async () => {
    await registerTestProviders(server.db, now());
    const body = JSON.stringify({ launchToken: 'z'.repeat(43) });
    const timestamp = String(now());
    const signature = seamlessSignatureOf(TEST_PROVIDER.secret, timestamp, body);
    const cases: [string, Record<string, string>][] = [
      ['no headers', {}],
      ['no signature', { [SEAMLESS_HEADERS.provider]: TEST_PROVIDER.code, [SEAMLESS_HEADERS.timestamp]: timestamp }],
      ['a provider code no provider can have', { [SEAMLESS_HEADERS.provider]: `${TEST_PROVIDER.code} ; x`, [SEAMLESS_HEADERS.timestamp]: timestamp, [SEAMLESS_HEADERS.signature]: signature }],
      ['seconds, not milliseconds', { [SEAMLESS_HEADERS.provider]: TEST_PROVIDER.code, [SEAMLESS_HEADERS.timestamp]: String(Math.floor(now() / 1000)), [SEAMLESS_HEADERS.signature]: signature }],
      ['not a number', { [SEAMLESS_HEADERS.provider]: TEST_PROVIDER.code, [SEAMLESS_HEADERS.timestamp]: 'yesterday', [SEAMLESS_HEADERS.signature]: signature }],
      ['base64 signature', { [SEAMLESS_HEADERS.provider]: TEST_PROVIDER.code, [SEAMLESS_HEADERS.timestamp]: timestamp, [SEAMLESS_HEADERS.signature]: Buffer.from(signature, 'hex').toString('base64') }],
      ['short signature', { [SEAMLESS_HEADERS.provider]: TEST_PROVIDER.code, [SEAMLESS_HEADERS.timestamp]: timestamp, [SEAMLESS_HEADERS.signature]: signature.slice(2) }],
    ];
    for (const [why, headers] of cases) {
      const response = await server.app.inject({ method: 'POST', url: seamlessAuthenticate.path, headers: { 'content-type': 'application/json', ...headers }, payload: body });
      expectRefused(response, why);
    }
    // The same request with all three headers right reaches the call, which then judges the token.
    const signed = await server.app.inject({
      method: 'POST',
      url: seamlessAuthenticate.path,
      headers: { 'content-type': 'application/json', [SEAMLESS_HEADERS.provider]: TEST_PROVIDER.code, [SEAMLESS_HEADERS.timestamp]: timestamp, [SEAMLESS_HEADERS.signature]: signature.toUpperCase() },
      payload: body,
    });
    expect(signed.json().code).toBe('LAUNCH_TOKEN_INVALID');
  });

  it('answers bad JSON and unknown fields in the contract’s envelope', async () => {
    const session = await liveSession();
    const broken = await signedCall(server.app, seamlessBalance, null, { rawBody: '{"playerId":', timestampMs: now() });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const extra = await signedCall(server.app, seamlessBalance, { ...session, currency: 'BDT' }, { timestampMs: now() });
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'currency' }] });
  });
});
