import { bytesToHex } from '@noble/hashes/utils.js';
import { beaconPublicKeyOf, signBeaconRound } from '../beacon/beacon-round';
import { createOutcomeStream, outcomeBlock, type OutcomeStream } from '../core/outcome-stream';
import { hashServerSeed, type RoundSeeds } from '../core/seeds';
import { uniformIntFromWords } from '../core/uniform';
import { crashGameHash, crashPayoutMinor, crashPointOf } from '../games/crash-point';
import { generateCrashChain } from '../games/crash-chain';
import { diceRollOf, settleDice, type DiceDirection } from '../games/dice';
import { settleMines, settleMinesOnStream } from '../games/mines';

/**
 * The version of the published definitions (the fairness page, the standalone verifier and these
 * vectors). A change to any definition is a new version; rounds keep the version they were settled by.
 * 1: Dice, Mines and Crash without a salt. 2: Crash rounds salted by a randomness beacon round.
 */
export const FAIRNESS_VERSION = 2;

const SERVER_SEED = Array.from({ length: 32 }, (_, index) => index.toString(16).padStart(2, '0')).join('');
const OTHER_SERVER_SEED = 'a3'.repeat(32);
/** A beacon key used only to make these vectors; the platform's beacon has its own. */
const VECTOR_BEACON_SECRET = '5e'.repeat(32);

/** Reads a stream and keeps the words it handed out, so a vector can list them. */
function recording(stream: OutcomeStream): { stream: OutcomeStream; words: number[] } {
  const words: number[] = [];
  return {
    words,
    stream: {
      ...stream,
      nextUint32: () => {
        const word = stream.nextUint32();
        words.push(word);
        return word;
      },
    },
  };
}

function diceVector(seeds: RoundSeeds, targetHundredths: number, direction: DiceDirection, stakeMinor: number, houseEdgeBps: number) {
  const read = recording(createOutcomeStream(seeds));
  const roll = diceRollOf(read.stream);
  const settled = settleDice(seeds, { targetHundredths, direction }, stakeMinor, houseEdgeBps);
  if (settled.roll !== roll) throw new Error('dice vector: two reads of one round disagree');
  return {
    ...seeds,
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    message0: `${seeds.clientSeed}:${seeds.nonce}:0`,
    block0: bytesToHex(outcomeBlock(seeds, 0)),
    wordsRead: read.words,
    targetHundredths,
    direction,
    stakeMinor,
    houseEdgeBps,
    roll,
    won: settled.won,
    multiplierUnits: settled.multiplierUnits,
    payoutMinor: settled.payoutMinor,
  };
}

function minesVector(seeds: RoundSeeds, mineCount: number, pickedCells: number[], stakeMinor: number, houseEdgeBps: number) {
  const words = recording(createOutcomeStream(seeds));
  const settledOnRecord = settleMinesOnStream(words.stream, mineCount, pickedCells, stakeMinor, houseEdgeBps);
  if (settleMines(seeds, mineCount, pickedCells, stakeMinor, houseEdgeBps).payoutMinor !== settledOnRecord.payoutMinor) throw new Error('mines vector: two reads of one round disagree');
  return {
    ...seeds,
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    mineCount,
    pickedCells,
    stakeMinor,
    houseEdgeBps,
    wordsRead: words.words,
    mines: settledOnRecord.mines,
    mineHitAtPick: settledOnRecord.mineHitAtPick,
    multiplierUnits: settledOnRecord.multiplierUnits,
    payoutMinor: settledOnRecord.payoutMinor,
  };
}

function rejectionVector(n: number, words: number[]) {
  const offered = [...words];
  let taken = 0;
  const value = uniformIntFromWords(
    () => {
      taken += 1;
      return offered.shift() as number;
    },
    2 ** 32,
    n,
  );
  return { n, acceptedBelow: 2 ** 32 - (2 ** 32 % n), words, wordsTaken: taken, value };
}

function crashVector(roundHash: string, salt: string | null, houseEdgeBps: number, targetHundredths: number, stakeMinor: number) {
  const gameHash = crashGameHash(roundHash, salt);
  const crashPointHundredths = crashPointOf(roundHash, salt, houseEdgeBps);
  return {
    roundHash,
    salt,
    houseEdgeBps,
    gameHash,
    h: gameHash.slice(0, 13),
    crashPointHundredths,
    autoCashOutHundredths: targetHundredths,
    stakeMinor,
    payoutMinor: crashPayoutMinor(crashPointHundredths, targetHundredths, stakeMinor),
  };
}

/** Inputs and outputs of every definition, computed by the implementation the server settles with. */
export function fairnessTestVectors() {
  const seeds = { serverSeed: SERVER_SEED, clientSeed: 'croupier-test', nonce: 0 };
  const chain = generateCrashChain('c0'.repeat(32), 3);
  const beaconRound = signBeaconRound(VECTOR_BEACON_SECRET, 1_764_300_000);
  const [first, second, third] = chain.roundHashes as [string, string, string];
  return {
    version: FAIRNESS_VERSION,
    dice: [
      diceVector(seeds, 5_000, 'under', 1_000, 100),
      diceVector({ ...seeds, nonce: 7 }, 9_000, 'over', 2_500, 100),
      diceVector({ serverSeed: OTHER_SERVER_SEED, clientSeed: 'my lucky seed', nonce: 41 }, 1_234, 'under', 10_000, 250),
    ],
    mines: [minesVector(seeds, 3, [0, 1], 1_000, 100), minesVector({ serverSeed: OTHER_SERVER_SEED, clientSeed: 'my lucky seed', nonce: 3 }, 24, [12], 500, 100)],
    rejection: [rejectionVector(37, [0xffff_ffff, 0xffff_fffa, 41]), rejectionVector(25, [0xffff_fff0, 123_456_789])],
    crashChain: { terminalSeed: 'c0'.repeat(32), roundCount: 3, commitment: chain.commitment, roundHashesInPlayOrder: chain.roundHashes },
    beacon: { publicKey: beaconPublicKeyOf(VECTOR_BEACON_SECRET), ...beaconRound },
    crash: [
      crashVector(first, null, 100, 200, 1_000),
      crashVector(second, null, 100, 150, 1_000),
      crashVector(third, beaconRound.randomness, 100, 200, 1_000),
      crashVector(third, beaconRound.randomness, 300, 101, 777),
    ],
  };
}

export type FairnessTestVectors = ReturnType<typeof fairnessTestVectors>;
