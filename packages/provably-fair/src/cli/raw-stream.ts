// Writes the outcome byte stream to stdout without end (or --bytes), for statistical test suites:
//   tsx src/cli/raw-stream.ts | dieharder -a -g 200
// By default it writes block 0 of nonce 0, 1, 2, ...: the bytes rounds actually read, since a round
// rarely needs more than its first block. --along cursor writes one nonce's blocks 0, 1, 2, ... instead.
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { OUTCOME_BLOCK_BYTES, outcomeStreamsOfSeedPair } from '../core/outcome-stream';
import { randomServerSeed } from '../core/seeds';

const USAGE = `usage: tsx src/cli/raw-stream.ts [--server-seed <64 hex>] [--client-seed dieharder] [--along nonce|cursor] [--bytes N]`;
const CHUNK_BYTES = 64 * 1_024;
const WORDS_PER_BLOCK = OUTCOME_BLOCK_BYTES / 4;

type WordSource = () => number;

function wordSourceOf(serverSeed: string, clientSeed: string, along: string): WordSource {
  const streamOfNonce = outcomeStreamsOfSeedPair(serverSeed, clientSeed);
  if (along === 'cursor') return streamOfNonce(0).nextUint32;
  let nonce = 0;
  let stream = streamOfNonce(nonce);
  let wordsLeft = WORDS_PER_BLOCK;
  return () => {
    if (wordsLeft === 0) {
      nonce += 1;
      stream = streamOfNonce(nonce);
      wordsLeft = WORDS_PER_BLOCK;
    }
    wordsLeft -= 1;
    return stream.nextUint32();
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'server-seed': { type: 'string' }, 'client-seed': { type: 'string' }, along: { type: 'string' }, bytes: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.error(USAGE);
    return;
  }
  const serverSeed = values['server-seed'] ?? randomServerSeed();
  const along = values.along ?? 'nonce';
  const byteLimit = values.bytes === undefined ? Number.POSITIVE_INFINITY : Number(values.bytes);
  if ((along !== 'nonce' && along !== 'cursor') || !(byteLimit >= 0)) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  // stdout carries only the stream; what to repeat the run with goes to stderr.
  console.error(`raw-stream: server seed ${serverSeed}, along ${along}`);
  const nextWord = wordSourceOf(serverSeed, values['client-seed'] ?? 'dieharder', along);

  // The reader closing the pipe (dieharder has read enough) is the normal end of this program.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });

  let written = 0;
  while (written < byteLimit) {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let offset = 0; offset < CHUNK_BYTES; offset += 4) chunk.writeUInt32BE(nextWord(), offset);
    const part = byteLimit - written < CHUNK_BYTES ? chunk.subarray(0, byteLimit - written) : chunk;
    written += part.length;
    if (!process.stdout.write(part)) await once(process.stdout, 'drain');
  }
}

await main();
