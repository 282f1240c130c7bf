import { describe, expect, it } from 'vitest';
import { nodeOutcomeBlock, nodeOutcomeBytes, nodeOutcomeWords, TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../../testing/node-reference';
import { createOutcomeStream, outcomeBlock, outcomeStreamsOfSeedPair, streamOverBlocks } from './outcome-stream';

const seeds = { serverSeed: TEST_SERVER_SEED, clientSeed: TEST_CLIENT_SEED, nonce: 0 };
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('outcome blocks', () => {
  it('are HMAC-SHA256 keyed by the server seed bytes over "clientSeed:nonce:cursor"', () => {
    expect(hex(outcomeBlock(seeds, 0))).toBe(hex(nodeOutcomeBlock(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0, 0)));
    expect(hex(outcomeBlock({ ...seeds, nonce: 41 }, 3))).toBe(hex(nodeOutcomeBlock(TEST_SERVER_SEED, TEST_CLIENT_SEED, 41, 3)));
  });
  it('match vectors computed with Python\'s hmac module', () => {
    expect(hex(outcomeBlock(seeds, 0))).toBe('bdfbc757652c8eee82f7da263f3ef5f8cfc95df6d0d682bb0ef0578f38a05dbd');
    expect(hex(outcomeBlock(seeds, 1))).toBe('4401d2e675da2ea76184062d4b3b322785d06747df37b98bca4ac7081c21a739');
  });
  it('refuses a bad seed, nonce or cursor', () => {
    expect(() => outcomeBlock({ ...seeds, clientSeed: '' }, 0)).toThrow(RangeError);
    expect(() => outcomeBlock({ ...seeds, nonce: -1 }, 0)).toThrow(RangeError);
    expect(() => outcomeBlock(seeds, 0.5)).toThrow(RangeError);
  });
});

describe('outcome streams', () => {
  it('read the blocks back to back, words big-endian, for as long as asked', () => {
    const stream = createOutcomeStream({ ...seeds, nonce: 7 });
    const words = Array.from({ length: 100 }, () => stream.nextUint32());
    expect(words).toEqual(nodeOutcomeWords(TEST_SERVER_SEED, TEST_CLIENT_SEED, 7, 100));
    expect(stream.bytesRead()).toBe(400);
  });
  it('assemble a word that straddles two blocks after odd-sized reads', () => {
    const expected = nodeOutcomeBytes(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0, 70);
    const stream = createOutcomeStream(seeds);
    const read: number[] = [];
    for (let index = 0; index < 30; index += 1) read.push(stream.nextByte());
    const word = stream.nextUint32(); // bytes 30..33: two from block 0, two from block 1
    expect(word).toBe(expected.readUInt32BE(30));
    expect(read).toEqual([...expected.subarray(0, 30)]);
    expect(stream.nextUint32()).toBe(expected.readUInt32BE(34));
  });
  it('give every nonce its own bytes, and the same bytes again for the same nonce', () => {
    const streamOfNonce = outcomeStreamsOfSeedPair(TEST_SERVER_SEED, TEST_CLIENT_SEED);
    const first = streamOfNonce(5).nextUint32();
    expect(streamOfNonce(5).nextUint32()).toBe(first);
    expect(streamOfNonce(6).nextUint32()).not.toBe(first);
    // Interleaved streams of one seed pair share a scratch hash state; their bytes must not mix.
    const a = streamOfNonce(1);
    const b = streamOfNonce(2);
    const interleaved = Array.from({ length: 20 }, () => [a.nextUint32(), b.nextUint32()]);
    expect(interleaved.map(([word]) => word)).toEqual(nodeOutcomeWords(TEST_SERVER_SEED, TEST_CLIENT_SEED, 1, 20));
    expect(interleaved.map(([, word]) => word)).toEqual(nodeOutcomeWords(TEST_SERVER_SEED, TEST_CLIENT_SEED, 2, 20));
  });
  it('can run over any block source', () => {
    const stream = streamOverBlocks((cursor) => new Uint8Array(32).fill(cursor));
    expect(stream.nextUint32()).toBe(0);
    for (let index = 0; index < 28; index += 1) stream.nextByte();
    expect(stream.nextUint32()).toBe(0x01010101);
  });
});
