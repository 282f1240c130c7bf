import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { newPlayer, setEngine, someGame } from '../../../testing/play';
import { repoBrand, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent } from '../ledger';
import { registerProvider } from './service';
import { walletForGame } from './player-wallet';
import { fundWallet, newLaunchToken, walletBalance } from './seamless-testing';

const PROVIDER_DIR = path.join(REPO_ROOT, 'services', 'demo-provider');
const PROVIDER = { code: 'DEMO', secret: 'integration-secret-of-the-demo-provider' };

interface RoundAnswer {
  status: string;
  code?: string;
  roundId?: string;
  betMinor?: number;
  winMinor?: number;
  balanceMinor?: number;
}

/** Starts services/demo-provider as its own process, as `pnpm start` does, and waits for its address. */
function startProvider(platformUrl: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(PROVIDER_DIR, 'src', 'main.ts'), [], {
    cwd: PROVIDER_DIR,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PROVIDER_PORT: '0', PROVIDER_CODE: PROVIDER.code, PROVIDER_SECRET: PROVIDER.secret, PLATFORM_URL: platformUrl, PROVIDER_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'listening' && message.url) resolve({ child, url: message.url });
    });
    child.on('exit', (code) => reject(new Error(`the demo provider exited with ${code} before it listened`)));
  });
}

/** The page data the launch page carries for its script. */
function pageDataOf(html: string): { session: string; balanceMinor: number; currency: string } {
  const match = /<script type="application\/json" id="slot-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error(`the launch page has no slot data:\n${html.slice(0, 500)}`);
  return JSON.parse(match[1]) as { session: string; balanceMinor: number; currency: string };
}

describe('the demo provider and the platform, over HTTP', () => {
  const server = useTestServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-demo-provider-'));
  let provider: { child: ChildProcess; url: string };

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    await registerProvider(server.db, PROVIDER.code, PROVIDER.secret, Date.now());
    provider = await startProvider(`http://127.0.0.1:${port}`, dataDir);
  });
  afterAll(async () => {
    if (provider?.child.exitCode === null) {
      const exited = new Promise((resolve) => provider.child.once('exit', resolve));
      provider.child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function openGame(brand: string, fundedMinor: bigint) {
    const player = await newPlayer(server.app, brand);
    const game = await someGame(server.app, brand, 'RNG', undefined, 3);
    await setEngine(server.app, game.vassalage, `${provider.url}/launch`);
    const account = { merchantCode: repoBrand(brand).merchantCode, memberId: player.memberId, wallet: walletForGame(repoBrand(brand), game.vassalage) };
    await fundWallet(server.db, account, fundedMinor);
    const launchToken = await newLaunchToken(server.app, brand, player.token, game);
    const launchUrl = `${provider.url}/launch?token=${launchToken}&game=${game.gameCode}&language=bn&device=desktop&lobby=%2F`;
    const page = await fetch(launchUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    return { account, launchUrl, html, data: pageDataOf(html) };
  }

  const spin = async (session: string, lineBetMinor: number): Promise<RoundAnswer> => {
    const response = await fetch(`${provider.url}/play/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, lineBetMinor }) });
    return (await response.json()) as RoundAnswer;
  };

  it('launches, plays rounds that settle in the ledger, and shows the platform’s balance', async () => {
    const { account, launchUrl, html, data } = await openGame('northstar', 100_000n);
    expect(data.balanceMinor).toBe(100_000);
    expect(html).toContain('lang="bn"');
    let expectedMinor = 100_000;
    for (let round = 0; round < 15; round += 1) {
      const answer = await spin(data.session, 200);
      expect(answer.status, JSON.stringify(answer)).toBe('settled');
      expectedMinor += (answer.winMinor ?? 0) - (answer.betMinor ?? 0);
      expect(answer.balanceMinor).toBe(expectedMinor);
    }
    expect(await walletBalance(server.db, account)).toBe(BigInt(expectedMinor));
    const { rows } = await server.db.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::integer AS n FROM provider_transactions WHERE provider_code = 'DEMO' AND member_id = $1::bigint GROUP BY kind ORDER BY kind`,
      [account.memberId],
    );
    expect(rows).toEqual([
      { kind: 'BET', n: 15 },
      { kind: 'WIN', n: 15 },
    ]);
    await assertLedgerConsistent(server.db);

    // The launch token worked once: the same link now shows the expired-link page.
    const reused = await fetch(launchUrl);
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain('data-testid="slot-notice"');
  });

  it('shows the platform’s refusal of a stake the wallet cannot cover, and takes nothing', async () => {
    const { account, data } = await openGame('shonali', 3_000n);
    expect(await spin(data.session, 500)).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_FUNDS' });
    expect(await walletBalance(server.db, account)).toBe(3_000n);
    expect((await spin(data.session, 100)).status).toBe('settled');
  });
});
