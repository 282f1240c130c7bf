import { describe, expect, it } from 'vitest';
import type { InHouseRound } from '@croupier/contract';
import { beaconPublicKeyOf, crashPointOf, generateCrashChain, hashServerSeed, minesMultiplierUnits, payoutMinor, placeMines, settleDice, signBeaconRound } from '@croupier/provably-fair';
import { recomputeRound } from './recompute';

const serverSeed = '1f'.repeat(32);
const seeds = { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'lucky', nonce: 4 };
const times = { placedAtMs: 1, settledAtMs: 2 };

function diceRound(): Extract<InHouseRound, { game: 'DICE' }> {
  const settled = settleDice(seeds, { targetHundredths: 5_000, direction: 'under' }, 1_000, 100);
  return {
    game: 'DICE',
    roundId: '7',
    status: settled.won ? 'won' : 'lost',
    amountMinor: 1_000,
    targetHundredths: 5_000,
    direction: 'under',
    roll: settled.roll,
    multiplierUnits: settled.multiplierUnits,
    payoutMinor: settled.payoutMinor,
    houseEdgeBps: 100,
    seeds,
    ...times,
  };
}

describe('recomputing a round in the browser', () => {
  it('matches a Dice round recorded from its seeds, and catches a changed roll', () => {
    const round = diceRound();
    expect(recomputeRound(round)).toMatchObject({ verdict: 'match' });
    const tampered = recomputeRound({ ...round, roll: (round.roll + 1) % 10_000 });
    expect(tampered.verdict).toBe('mismatch');
    if (tampered.verdict === 'mismatch') expect(tampered.checks.find((each) => each.check === 'roll')?.match).toBe(false);
  });

  it('says a round waits for its seed until the pair is rotated', () => {
    expect(recomputeRound({ ...diceRound(), seeds: { ...seeds, serverSeed: null } })).toEqual({ verdict: 'pending', reason: 'seedNotRevealed' });
  });

  it('catches a server seed that is not the one committed to', () => {
    const other = '2e'.repeat(32);
    const result = recomputeRound({ ...diceRound(), seeds: { ...seeds, serverSeed: other } });
    expect(result.verdict).toBe('mismatch');
  });

  it('places the mines of a Mines round again and checks a cashed-out game', () => {
    const mines = placeMines(seeds, 3);
    const safe = [0, 1, 2, 3, 4, 5].filter((cell) => !mines.includes(cell)).slice(0, 2);
    const multiplierUnits = minesMultiplierUnits(3, 2, 100);
    const round: Extract<InHouseRound, { game: 'MINES' }> = {
      game: 'MINES',
      roundId: '8',
      status: 'won',
      amountMinor: 1_000,
      mineCount: 3,
      openedCells: safe,
      mines,
      multiplierUnits,
      payoutMinor: payoutMinor(1_000, multiplierUnits),
      houseEdgeBps: 100,
      seeds,
      ...times,
    };
    const result = recomputeRound(round);
    expect(result.verdict).toBe('match');
    expect(recomputeRound({ ...round, mines: [mines[0] ?? 0, 24, 23].filter((value, index, all) => all.indexOf(value) === index) }).verdict).toBe('mismatch');
  });

  it('works a Crash point out from the round hash and follows the chain back to its commitment', () => {
    const chain = generateCrashChain('3c'.repeat(32), 5);
    const roundHash = chain.roundHashes[2] ?? '';
    const point = crashPointOf(roundHash, null, 100);
    const crash = {
      roundId: '9',
      phase: 'crashed' as const,
      bettingOpenedAtMs: 0,
      startsAtMs: 5_000,
      multiplierHundredths: point,
      crashPointHundredths: point,
      crashedAtMs: 9_000,
      roundHash,
      chainCommitment: chain.commitment,
      chainRoundNumber: 3,
      salt: null,
      houseEdgeBps: 100,
    };
    expect(recomputeRound({ game: 'CRASH', round: crash, bets: [], myBet: null })).toMatchObject({ verdict: 'match' });
    expect(recomputeRound({ game: 'CRASH', round: { ...crash, chainRoundNumber: 2 }, bets: [], myBet: null }).verdict).toBe('mismatch');
    expect(recomputeRound({ game: 'CRASH', round: { ...crash, phase: 'running', roundHash: null, crashPointHundredths: null }, bets: [], myBet: null })).toEqual({
      verdict: 'pending',
      reason: 'roundNotCrashed',
    });
  });

  it('checks a salted Crash round\'s beacon round: signed by the beacon, and due only after betting closed', () => {
    const chain = generateCrashChain('4d'.repeat(32), 3);
    const roundHash = chain.roundHashes[0] ?? '';
    const beaconKey = '6f'.repeat(32);
    const published = signBeaconRound(beaconKey, 17_643_000_051);
    const point = crashPointOf(roundHash, published.randomness, 100);
    const round = {
      roundId: '10',
      phase: 'crashed' as const,
      bettingOpenedAtMs: 1_764_300_000_000,
      startsAtMs: 1_764_300_005_000,
      multiplierHundredths: point,
      crashPointHundredths: point,
      crashedAtMs: 1_764_300_009_000,
      roundHash,
      chainCommitment: chain.commitment,
      chainRoundNumber: 1,
      chainPublishedAtMs: 1_764_299_000_000,
      salt: published.randomness,
      beacon: { publicKey: beaconPublicKeyOf(beaconKey), round: published.round, atMs: 1_764_300_005_000, signature: published.signature },
      houseEdgeBps: 100,
    };
    const recheck = (changed: Partial<typeof round>) => recomputeRound({ game: 'CRASH', round: { ...round, ...changed }, bets: [], myBet: null });
    expect(recheck({})).toMatchObject({ verdict: 'match' });
    const forged = recheck({ beacon: { ...round.beacon, publicKey: beaconPublicKeyOf('70'.repeat(32)) } });
    expect(forged.verdict === 'mismatch' && forged.checks.find((each) => each.check === 'beaconSignature')?.match).toBe(false);
    const early = recheck({ beacon: { ...round.beacon, atMs: round.startsAtMs - 1 } });
    expect(early.verdict === 'mismatch' && early.checks.find((each) => each.check === 'beaconTiming')?.match).toBe(false);
    expect(recheck({ salt: 'ab'.repeat(32) }).verdict).toBe('mismatch');
  });
});
