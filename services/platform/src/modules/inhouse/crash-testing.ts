import { setTimeout as sleep } from 'node:timers/promises';
import type { FakeClock } from '../../../testing/fake-clock';
import { crashPointOf } from '@croupier/provably-fair';
import { crashDelayMs } from './crash-curve';
import { drawnOrThrow, isDrawn, selectCrashBets, selectLatestCrashRound, type CrashBetRow, type CrashRoundRow, type DrawnCrashRound } from './crash-repository';
import { CRASH_TABLE_SETTINGS } from './crash-tables';
import { LocalBeacon } from './local-beacon';
import { MERCHANT, play, value, type InHouseTestServer } from './inhouse-testing';

/**
 * Waits, in real time, for the Crash table's pulses to catch up with a test's clock: tests move a
 * FakeClock, and the table, pulsing every 100 ms, acts on it at its next pulse.
 */
export async function eventually<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await read();
    if (result !== null && result !== undefined && result !== false) return result;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await sleep(20);
  }
}

export function latestRound(server: InHouseTestServer): Promise<CrashRoundRow | null> {
  return selectLatestCrashRound(server.db, MERCHANT);
}

export async function betOf(server: InHouseTestServer, roundId: string, memberId: string): Promise<CrashBetRow> {
  const bet = (await selectCrashBets(server.db, roundId)).find((each) => each.memberId === memberId);
  if (!bet) throw new Error(`member ${memberId} has no bet in round ${roundId}`);
  return bet;
}

/**
 * The round with the point and crash time it will have: a test holds the stand-in beacon's key (it is
 * in the database), so it can sign a beacon round before its time, which nobody outside can.
 */
export async function foreseenRound(server: InHouseTestServer, round: CrashRoundRow): Promise<DrawnCrashRound> {
  if (isDrawn(round)) return round;
  if (!round.beacon) return drawnOrThrow(round);
  const { randomness, signature } = await new LocalBeacon(server.db).roundOf(round.beacon.round);
  const crashPointHundredths = crashPointOf(round.roundHash, randomness, round.houseEdgeBps);
  return { ...round, crashPointHundredths, crashAtMs: round.startsAtMs + crashDelayMs(crashPointHundredths), salt: randomness, beacon: { ...round.beacon, signature } };
}

/**
 * A round taking bets whose crash point is at least `minHundredths`: rounds below it are skipped by
 * moving the clock past their crash and pause. The point is foreseen from the database and the
 * stand-in beacon's key, where the test can see what players cannot.
 */
export async function bettingRoundWithPointAtLeast(server: InHouseTestServer, clock: FakeClock, token: string, minHundredths: number): Promise<DrawnCrashRound> {
  for (let tries = 0; tries < 60; tries += 1) {
    // a call keeps the table going, and a first one starts it
    await value(play(server, token, 'GET', '/wps/bgs/crash/state'));
    const round = await foreseenRound(server, await eventually(() => latestRound(server), 'a crash round'));
    if (round.status === 'open' && clock.nowMs() < round.startsAtMs && round.crashPointHundredths >= minHundredths) return round;
    clock.advance(Math.max(0, round.crashAtMs + CRASH_TABLE_SETTINGS.pauseMs - clock.nowMs()));
    await eventually(async () => (await latestRound(server))?.id !== round.id, `the round after ${round.id}`);
  }
  throw new Error(`no round reached ${minHundredths} hundredths in 60 rounds`);
}

/** Moves the clock to `elapsedMs` after the round's start. */
export function moveToElapsed(clock: FakeClock, round: CrashRoundRow, elapsedMs: number): void {
  clock.advance(round.startsAtMs + elapsedMs - clock.nowMs());
}
