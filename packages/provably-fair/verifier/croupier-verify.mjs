#!/usr/bin/env node
// Croupier round verifier, fairness version 2. One file, no dependencies: Node 18 or later.
// It recomputes Dice, Mines and Crash rounds from their revealed seeds, exactly as the fairness page
// describes, so a player need not trust the site's own verifier.
//
//   node croupier-verify.mjs round <round.json>         a round as the site's verifier gives it
//   node croupier-verify.mjs dice --server-seed <hex> --client-seed <text> --nonce <n> --target <hundredths> --direction under|over [--edge <bps>] [--stake <minor>] [--commitment <hex>]
//   node croupier-verify.mjs mines --server-seed <hex> --client-seed <text> --nonce <n> --mines <k> [--picks 3,7,12] [--edge <bps>] [--stake <minor>] [--commitment <hex>]
//   node croupier-verify.mjs crash --round-hash <hex> [--salt <hex>] [--edge <bps>] [--commitment <hex> --round-number <n>]
//                                  [--beacon-key <hex> --beacon-round <n> --beacon-signature <hex>]
//   node croupier-verify.mjs vectors <fairness-vectors.json>
//
// Exit code: 0 when everything checked matches, 1 when something does not, 2 when the input is unusable.
import { createHash, createHmac, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

const VERSION = 2;
const BASIS_POINTS = 10000n;
const WORD_RANGE = 2n ** 32n;
const HASH_RANGE = 2n ** 52n;
const GRID = 25;
const HEX32 = /^[0-9a-f]{64}$/;

// ------------------------------------------------------------------ definitions

const sha256Hex = (bytes) => createHash('sha256').update(bytes).digest('hex');
const hexBytes = (hex) => Buffer.from(hex, 'hex');

/** The outcome stream: HMAC-SHA256(key = server seed bytes, message = "<clientSeed>:<nonce>:<cursor>"), blocks back to back, 4-byte big-endian words. */
function outcomeStream(serverSeed, clientSeed, nonce) {
  let cursor = -1;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextByte = () => {
    if (offset === block.length) {
      cursor += 1;
      block = createHmac('sha256', hexBytes(serverSeed)).update(`${clientSeed}:${nonce}:${cursor}`, 'ascii').digest();
      offset = 0;
    }
    offset += 1;
    return block[offset - 1];
  };
  const words = [];
  const nextWord = () => {
    const word = ((nextByte() << 24) | (nextByte() << 16) | (nextByte() << 8) | nextByte()) >>> 0;
    words.push(word);
    return word;
  };
  return { nextWord, words };
}

/** An integer in [0, n): a word w is used when w < 2^32 - (2^32 mod n), as w mod n; otherwise the next word is taken. */
function uniformInt(nextWord, n) {
  const acceptedBelow = WORD_RANGE - (WORD_RANGE % BigInt(n));
  for (;;) {
    const word = BigInt(nextWord());
    if (word < acceptedBelow) return Number(word % BigInt(n));
  }
}

const payoutOf = (stakeMinor, multiplierUnits) => (BigInt(stakeMinor) * BigInt(multiplierUnits)) / BASIS_POINTS;

function binomial(n, k) {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

function dice({ serverSeed, clientSeed, nonce, targetHundredths, direction, houseEdgeBps, stakeMinor }) {
  const stream = outcomeStream(serverSeed, clientSeed, nonce);
  const roll = uniformInt(stream.nextWord, 10000);
  const winningRolls = direction === 'under' ? targetHundredths : 9999 - targetHundredths;
  const multiplierUnits = Number(((BASIS_POINTS - BigInt(houseEdgeBps)) * BASIS_POINTS) / BigInt(winningRolls));
  const won = direction === 'under' ? roll < targetHundredths : roll > targetHundredths;
  return { roll, won, multiplierUnits, payoutMinor: won ? Number(payoutOf(stakeMinor, multiplierUnits)) : 0, wordsRead: stream.words };
}

/** Fisher–Yates over cells 0..24: position i swaps with i + uniformInt(25 - i); the first k places are the mines. */
function minesOf(serverSeed, clientSeed, nonce, mineCount) {
  const stream = outcomeStream(serverSeed, clientSeed, nonce);
  const pool = Array.from({ length: GRID }, (_, cell) => cell);
  for (let position = 0; position < Math.min(mineCount, GRID - 1); position += 1) {
    const pick = position + uniformInt(stream.nextWord, GRID - position);
    [pool[position], pool[pick]] = [pool[pick], pool[position]];
  }
  return { mines: pool.slice(0, mineCount).sort((a, b) => a - b), wordsRead: stream.words };
}

function minesMultiplierUnits(mineCount, safePicks, houseEdgeBps) {
  const numerator = (BASIS_POINTS - BigInt(houseEdgeBps)) * BASIS_POINTS * binomial(GRID, safePicks);
  return Number(numerator / (BASIS_POINTS * binomial(GRID - mineCount, safePicks)));
}

function mines({ serverSeed, clientSeed, nonce, mineCount, pickedCells, houseEdgeBps, stakeMinor }) {
  const { mines: mined, wordsRead } = minesOf(serverSeed, clientSeed, nonce, mineCount);
  const hit = pickedCells.findIndex((cell) => mined.includes(cell));
  const multiplierUnits = pickedCells.length > 0 ? minesMultiplierUnits(mineCount, pickedCells.length, houseEdgeBps) : null;
  const payoutMinor = hit >= 0 || multiplierUnits === null ? 0 : Number(payoutOf(stakeMinor, multiplierUnits));
  return { mines: mined, mineHitAtPick: hit >= 0 ? hit : null, multiplierUnits, payoutMinor, wordsRead };
}

/** Game hash: the round hash itself without a salt, else HMAC-SHA256(key = round hash bytes, message = the salt's ASCII text). */
function crashGameHash(roundHash, salt) {
  if (salt === null || salt === undefined) return roundHash;
  return createHmac('sha256', hexBytes(roundHash)).update(salt, 'ascii').digest('hex');
}

/** point = floor((10000 - edge) * 2^52 / (100 * (2^52 - h))) hundredths, h = first 13 hex digits of the game hash; at least 100, at most 100000000. */
function crashPointOf(roundHash, salt, houseEdgeBps) {
  const gameHash = crashGameHash(roundHash, salt);
  const h = BigInt(`0x${gameHash.slice(0, 13)}`);
  const raw = ((BASIS_POINTS - BigInt(houseEdgeBps)) * HASH_RANGE) / (100n * (HASH_RANGE - h));
  const point = raw < 100n ? 100n : raw > 100000000n ? 100000000n : raw;
  return { gameHash, h: gameHash.slice(0, 13), crashPointHundredths: Number(point) };
}

/** How many sha256 steps take a round hash to the chain's commitment (1 for the chain's first round), or null. */
function stepsToCommitment(roundHash, commitment, maxSteps) {
  let hash = roundHash;
  for (let step = 1; step <= maxSteps; step += 1) {
    hash = sha256Hex(hexBytes(hash));
    if (hash === commitment) return step;
  }
  return null;
}

/** A beacon round: Ed25519 signature of sha256(round as 8 big-endian bytes); its randomness is sha256(signature). */
function beaconCheck(publicKey, round, signature) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(round));
  const key = createPublicKey({ key: Buffer.concat([hexBytes('302a300506032b6570032100'), hexBytes(publicKey)]), format: 'der', type: 'spki' });
  const signed = verify(null, createHash('sha256').update(message).digest(), key, hexBytes(signature));
  return { signed, randomness: sha256Hex(hexBytes(signature)) };
}

// ------------------------------------------------------------------ output

let failures = 0;
const line = (label, text) => console.log(`  ${label.padEnd(14)} ${text}`);
function check(label, recorded, computed) {
  const same = String(recorded) === String(computed);
  if (!same) failures += 1;
  line(label, same ? `${computed}  ok` : `${computed}  MISMATCH (recorded ${recorded})`);
}
const show = (label, recorded, computed) => (recorded === undefined || recorded === null ? line(label, String(computed)) : check(label, recorded, computed));
const times = (units, scale) => `${(units / scale).toFixed(scale === 100 ? 2 : 4)}x`;

function commitmentCheck(serverSeed, commitment) {
  const hash = sha256Hex(hexBytes(serverSeed));
  show('commitment', commitment, hash);
}

function printDice(input, recorded = {}) {
  console.log(`Dice (fairness version ${VERSION})`);
  commitmentCheck(input.serverSeed, recorded.serverSeedHash);
  const result = dice(input);
  line('message 0', `"${input.clientSeed}:${input.nonce}:0"`);
  line('words read', result.wordsRead.join(', '));
  show('roll', recorded.roll, result.roll);
  line('bet', `${input.direction} ${(input.targetHundredths / 100).toFixed(2)}, house edge ${input.houseEdgeBps} bps`);
  show('won', recorded.won, result.won);
  show('multiplier', recorded.multiplierUnits, result.multiplierUnits);
  line('', times(result.multiplierUnits, 10000));
  if (input.stakeMinor !== undefined) show('payout', recorded.payoutMinor, result.payoutMinor);
}

function printMines(input, recorded = {}) {
  console.log(`Mines (fairness version ${VERSION})`);
  commitmentCheck(input.serverSeed, recorded.serverSeedHash);
  const result = mines(input);
  line('words read', result.wordsRead.join(', '));
  show('mines', recorded.mines?.join(','), result.mines.join(','));
  if (input.pickedCells.length > 0) {
    line('picks', input.pickedCells.join(','));
    show('hit at pick', recorded.mineHitAtPick === undefined ? undefined : String(recorded.mineHitAtPick), String(result.mineHitAtPick));
    if (result.mineHitAtPick === null) {
      show('multiplier', recorded.multiplierUnits, result.multiplierUnits);
      line('', times(result.multiplierUnits, 10000));
    }
    if (input.stakeMinor !== undefined) show('payout', recorded.payoutMinor, result.payoutMinor);
  }
}

function printCrash(input, recorded = {}) {
  console.log(`Crash (fairness version ${VERSION})`);
  if (input.beacon) {
    const { signed, randomness } = beaconCheck(input.beacon.publicKey, input.beacon.round, input.beacon.signature);
    if (!signed) failures += 1;
    line('beacon round', `${input.beacon.round}: signature ${signed ? 'valid  ok' : 'INVALID'}`);
    show('salt', input.salt, randomness);
  }
  const result = crashPointOf(input.roundHash, input.salt ?? null, input.houseEdgeBps);
  line('game hash', result.gameHash);
  line('h', `0x${result.h} = ${BigInt(`0x${result.h}`)}`);
  show('crash point', recorded.crashPointHundredths, result.crashPointHundredths);
  line('', times(result.crashPointHundredths, 100));
  if (input.commitment && input.roundNumber) check('chain round', input.roundNumber, stepsToCommitment(input.roundHash, input.commitment, input.roundNumber) ?? 'not in the chain');
  if (input.autoCashOutHundredths !== undefined && input.stakeMinor !== undefined) {
    const payout = result.crashPointHundredths >= input.autoCashOutHundredths ? Number(payoutOf(input.stakeMinor, input.autoCashOutHundredths * 100)) : 0;
    show('payout', recorded.payoutMinor, payout);
  }
}

// ------------------------------------------------------------------ commands

function roundFile(path) {
  const parsed = JSON.parse(readFileSync(path, 'utf8'));
  const round = parsed.value ?? parsed;
  if (round.game === 'DICE' || round.game === 'MINES') {
    if (!round.seeds.serverSeed) throw new Error('the server seed of this round is not revealed yet: change seeds first, then fetch the round again');
    const seeds = { serverSeed: round.seeds.serverSeed, clientSeed: round.seeds.clientSeed, nonce: round.seeds.nonce };
    const common = { ...seeds, houseEdgeBps: round.houseEdgeBps, stakeMinor: round.amountMinor };
    console.log(`Round ${round.roundId}`);
    if (round.game === 'DICE') return printDice({ ...common, targetHundredths: round.targetHundredths, direction: round.direction }, { ...round, serverSeedHash: round.seeds.serverSeedHash, won: round.status === 'won' });
    const ended = round.status !== 'open';
    return printMines(
      { ...common, mineCount: round.mineCount, pickedCells: round.openedCells },
      { serverSeedHash: round.seeds.serverSeedHash, mines: ended ? round.mines : undefined, payoutMinor: round.payoutMinor, multiplierUnits: round.status === 'won' ? round.multiplierUnits : undefined },
    );
  }
  if (round.game === 'CRASH') {
    const crash = round.round;
    if (!crash.roundHash) throw new Error('this Crash round has not crashed yet: its hash is revealed at the crash');
    console.log(`Round ${crash.roundId}`);
    const beacon = crash.beacon?.signature ? { publicKey: crash.beacon.publicKey, round: crash.beacon.round, signature: crash.beacon.signature } : undefined;
    return printCrash(
      { roundHash: crash.roundHash, salt: crash.salt, houseEdgeBps: crash.houseEdgeBps, commitment: crash.chainCommitment, roundNumber: crash.chainRoundNumber, beacon },
      { crashPointHundredths: crash.crashPointHundredths },
    );
  }
  throw new Error('this file is not a round: it has no game DICE, MINES or CRASH');
}

function vectorsFile(path) {
  const vectors = JSON.parse(readFileSync(path, 'utf8'));
  for (const each of vectors.dice) {
    printDice(each, each);
    check('words', each.wordsRead.join(','), dice(each).wordsRead.join(','));
  }
  for (const each of vectors.mines) printMines(each, { ...each, mines: each.mines, mineHitAtPick: each.mineHitAtPick });
  for (const each of vectors.rejection) {
    console.log(`Integer in [0, ${each.n})`);
    const offered = [...each.words];
    let taken = 0;
    const value = uniformInt(() => {
      taken += 1;
      return offered.shift();
    }, each.n);
    check('bound', each.acceptedBelow, String(WORD_RANGE - (WORD_RANGE % BigInt(each.n))));
    check('words taken', each.wordsTaken, taken);
    check('value', each.value, value);
  }
  console.log('Crash chain');
  {
    const { roundHashesInPlayOrder: hashes, commitment, terminalSeed, roundCount } = vectors.crashChain;
    let hash = terminalSeed;
    const generated = [];
    for (let step = 0; step < roundCount; step += 1) generated.unshift((hash = sha256Hex(hexBytes(hash))));
    check('round hashes', hashes.join(','), generated.join(','));
    check('commitment', commitment, sha256Hex(hexBytes(generated[0])));
  }
  const { publicKey, round, signature, randomness } = vectors.beacon;
  console.log('Beacon round');
  const beacon = beaconCheck(publicKey, round, signature);
  check('signature', 'valid', beacon.signed ? 'valid' : 'invalid');
  check('randomness', randomness, beacon.randomness);
  for (const each of vectors.crash) printCrash(each, each);
}

function options(args) {
  const found = {};
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index];
    if (!name?.startsWith('--') || args[index + 1] === undefined) throw new Error(`expected --name value pairs, got ${name}`);
    found[name.slice(2)] = args[index + 1];
  }
  return found;
}

function integer(value, what) {
  if (value === undefined || !/^\d+$/.test(value)) throw new Error(`${what} must be a whole number`);
  return Number(value);
}

function hex32(value, what) {
  const lower = String(value ?? '').toLowerCase();
  if (!HEX32.test(lower)) throw new Error(`${what} must be 64 hex digits`);
  return lower;
}

function seedsOf(o) {
  return { serverSeed: hex32(o['server-seed'], '--server-seed'), clientSeed: o['client-seed'] ?? '', nonce: integer(o.nonce, '--nonce'), houseEdgeBps: integer(o.edge ?? '100', '--edge') };
}

function main(argv) {
  const [command, ...rest] = argv;
  if (command === 'round' && rest[0]) return roundFile(rest[0]);
  if (command === 'vectors' && rest[0]) return vectorsFile(rest[0]);
  const o = options(rest);
  const stakeMinor = o.stake === undefined ? undefined : integer(o.stake, '--stake');
  const commitment = o.commitment === undefined ? undefined : hex32(o.commitment, '--commitment');
  if (command === 'dice') {
    if (o.direction !== 'under' && o.direction !== 'over') throw new Error('--direction must be under or over');
    return printDice({ ...seedsOf(o), targetHundredths: integer(o.target, '--target'), direction: o.direction, stakeMinor }, { serverSeedHash: commitment });
  }
  if (command === 'mines') {
    const pickedCells = o.picks ? o.picks.split(',').map((cell) => integer(cell.trim(), '--picks')) : [];
    return printMines({ ...seedsOf(o), mineCount: integer(o.mines, '--mines'), pickedCells, stakeMinor }, { serverSeedHash: commitment });
  }
  if (command === 'crash') {
    const beacon = o['beacon-signature'] ? { publicKey: hex32(o['beacon-key'], '--beacon-key'), round: integer(o['beacon-round'], '--beacon-round'), signature: o['beacon-signature'].toLowerCase() } : undefined;
    const roundNumber = o['round-number'] === undefined ? undefined : integer(o['round-number'], '--round-number');
    return printCrash({ roundHash: hex32(o['round-hash'], '--round-hash'), salt: o.salt ?? null, houseEdgeBps: integer(o.edge ?? '100', '--edge'), commitment, roundNumber, beacon });
  }
  throw new Error('usage: croupier-verify.mjs round <file> | vectors <file> | dice ... | mines ... | crash ...  (see the first lines of this file)');
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`cannot verify: ${error.message}`);
  process.exit(2);
}
console.log(failures === 0 ? 'All checks match.' : `${failures} check(s) do NOT match.`);
process.exit(failures === 0 ? 0 : 1);
