import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAIRNESS_VERIFIER_PATH, getCrashChains, getFairnessBeacon, getFairnessBeaconRound, getInHouseRound, type InHouseRound, type MinesGame } from '@croupier/contract';
import { hostOf } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { send, useTestServer } from '../../../testing/test-app';
import { bettingRoundWithPointAtLeast, eventually, latestRound } from './crash-testing';
import { BRAND, fundedPlayer, minesOfGame, newRequestId, play, refusal, value } from './inhouse-testing';

const VERIFIER = createRequire(import.meta.url).resolve('@croupier/provably-fair/croupier-verify.mjs');
const folder = mkdtempSync(path.join(tmpdir(), 'recorded-rounds-'));

/** Runs the players' standalone verifier on a round as the site hands it out. */
function verify(round: InHouseRound, name: string) {
  const file = path.join(folder, `${name}.json`);
  writeFileSync(file, JSON.stringify(round));
  const result = spawnSync(process.execPath, [VERIFIER, 'round', file], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const publicCall = (server: { app: Parameters<typeof send>[0] }, url: string) => send(server.app, { method: 'GET', url, host: hostOf(BRAND) });

describe('rounds played through the server, checked by the standalone verifier', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const nowMs = () => clock.nowMs();

  it('reproduces Dice and Mines rounds once their seed is revealed', async () => {
    const { token } = await fundedPlayer(server, 100_000n, nowMs);
    const dice: string[] = [];
    for (const [targetHundredths, direction] of [[5_000, 'under'], [2_500, 'over']] as const) {
      dice.push((await value<{ roundId: string }>(play(server, token, 'POST', '/wps/bgs/dice/bet', { amountMinor: 1_000, targetHundredths, direction, requestId: newRequestId() }))).roundId);
    }
    const game = await value<MinesGame>(play(server, token, 'POST', '/wps/bgs/mines/start', { amountMinor: 1_000, mineCount: 3, requestId: newRequestId() }));
    const mined = await minesOfGame(server.db, game.roundId);
    for (const cell of Array.from({ length: 25 }, (_, each) => each).filter((each) => !mined.includes(each)).slice(0, 2)) {
      await value(play(server, token, 'POST', '/wps/bgs/mines/reveal', { roundId: game.roundId, cell }));
    }
    await value(play(server, token, 'POST', '/wps/bgs/mines/cashout', { roundId: game.roundId }));
    const roundOf = async (roundId: string) => getInHouseRound.value.parse(await value(play(server, token, 'GET', `/wps/bgs/rounds/${roundId}`)));

    const hidden = verify(await roundOf(dice[0] ?? ''), 'hidden');
    expect(hidden).toMatchObject({ status: 2 });
    expect(hidden.output).toContain('not revealed yet');

    await value(play(server, token, 'POST', '/wps/bgs/fairness/rotate', { clientSeed: 'checked at home' }));
    for (const roundId of [...dice, game.roundId]) {
      const { status, output } = verify(await roundOf(roundId), roundId);
      expect(output, output).toContain('All checks match.');
      expect(status).toBe(0);
    }
    const recorded = await roundOf(dice[0] ?? '');
    if (recorded.game !== 'DICE') throw new Error('expected a dice round');
    const changed = verify({ ...recorded, roll: (recorded.roll + 1) % 10_000 }, 'changed');
    expect(changed.status).toBe(1);
    expect(changed.output).toContain('MISMATCH');
  });

  it('reproduces a Crash round from its chain and its beacon round, both published before the point was known', async () => {
    const player = await fundedPlayer(server, 100_000n, nowMs);
    const round = await bettingRoundWithPointAtLeast(server, clock, player.token, 101);
    await value(play(server, player.token, 'POST', '/wps/bgs/crash/bet', { amountMinor: 1_000, autoCashOutHundredths: 101, requestId: newRequestId() }));
    clock.advance(round.crashAtMs - clock.nowMs());
    await eventually(async () => (await latestRound(server))?.id !== round.id || (await latestRound(server))?.status === 'crashed', 'the crash to be settled');

    const details = getInHouseRound.value.parse(await value(play(server, player.token, 'GET', `/wps/bgs/rounds/${round.id}`)));
    if (details.game !== 'CRASH' || !details.round.beacon) throw new Error('expected a salted crash round');
    const { status, output } = verify(details, 'crash');
    expect(output, output).toContain('signature valid  ok');
    expect(output).toContain(`crash point    ${round.crashPointHundredths}  ok`);
    expect(status).toBe(0);

    // What was public before the point was known: the chain's commitment, published before the round opened, and the beacon round named then.
    const { chains } = getCrashChains.value.parse((await publicCall(server, '/wps/fairness/crash-chains')).json().value);
    const chain = chains.find((each) => each.commitment === details.round.chainCommitment);
    expect(chain?.publishedAtMs).toBeLessThanOrEqual(details.round.bettingOpenedAtMs);
    expect(details.round.beacon.atMs).toBeGreaterThanOrEqual(details.round.startsAtMs);
    const beacon = getFairnessBeacon.value.parse((await publicCall(server, '/wps/fairness/beacon')).json().value);
    expect(beacon.publicKey).toBe(details.round.beacon.publicKey);
    const published = getFairnessBeaconRound.value.parse((await publicCall(server, `/wps/fairness/beacon/${details.round.beacon.round}`)).json().value);
    expect(published).toMatchObject({ signature: details.round.beacon.signature, randomness: details.round.salt });
    // A round not yet due is nobody's to read.
    expect(await refusal(publicCall(server, `/wps/fairness/beacon/${beacon.latestRound + 10}`), 404)).toBe('ROUND_NOT_FOUND');

    const forged = verify({ ...details, round: { ...details.round, crashPointHundredths: (details.round.crashPointHundredths ?? 0) + 1 } }, 'forged');
    expect(forged.status).toBe(1);
  });

  it('serves the standalone verifier as a download', async () => {
    const response = await publicCall(server, FAIRNESS_VERIFIER_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('croupier-verify.mjs');
    expect(response.body).toBe(readFileSync(VERIFIER, 'utf8'));
  });
});
