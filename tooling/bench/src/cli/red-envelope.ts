// pnpm bench:red-envelope — members grabbing one red-envelope pool at the same moment against real
// Postgres (decision 0043): every grab through the platform's own grab (pool row lock, double-mean
// amount, RED_ENVELOPE posting, grab row), spread over connection pools as several server instances
// would be. Prints grabs per second and the grab's latency, and proves the pool was never overdrawn,
// each member was paid at most once, and the envelopes add up to the pool.
import { performance } from 'node:perf_hooks';
import { PLAYER_MEMBER_TYPE } from '@croupier/domain';
import type { Database } from '../../../../services/platform/src/db/database';
import { migrate } from '../../../../services/platform/src/db/migrate';
import { openPostgresDatabase } from '../../../../services/platform/src/db/postgres-database';
import { ApiError } from '../../../../services/platform/src/http/api-error';
import { insertMember } from '../../../../services/platform/src/modules/accounts/repository';
import { insertOperator } from '../../../../services/platform/src/modules/backoffice-operators/repository';
import { createBrandDirectory, registerMerchant } from '../../../../services/platform/src/modules/brands';
import { balanceOf, ledgerProblems, recordLedgerCurrencies } from '../../../../services/platform/src/modules/ledger';
import { grabEnvelope } from '../../../../services/platform/src/modules/red-envelopes/grabs';
import { approvePool, createPool } from '../../../../services/platform/src/modules/red-envelopes/pools';
import { createScratchDatabase } from '../../../../services/platform/testing/scratch-database';
import { repositoryBrand } from '../../../../services/platform/testing/seamless-seed';
import { loadLine, machineLine, today } from '../machine';
import { summarizeLatencies } from '../stats';
import { markdownTable, ms } from '../table';
import { readOptions } from './args';

const options = readOptions('usage: pnpm bench:red-envelope [options]   (needs Postgres; makes and drops its own database)', [
  { name: 'postgres', fallback: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', help: 'a Postgres server URL; the run creates and drops a database on it' },
  { name: 'brand', fallback: 'shonali', help: 'the brand of the pool (brands/<code>.json)' },
  { name: 'members', fallback: 1_000, help: 'members grabbing at once, each twice (the second must be refused)' },
  { name: 'envelopes', fallback: 0, help: 'envelopes in the pool (0: one per member, so the pool empties)' },
  { name: 'total', fallback: 10_000_000, help: 'the pool in minor units' },
  { name: 'minimum', fallback: 100, help: 'the least an envelope holds, in minor units' },
  { name: 'instances', fallback: 2, help: 'connection pools the grabs are spread over, as server instances (10 connections each)' },
]);

const count = (value: number | bigint) => value.toLocaleString('en-US');
const brand = repositoryBrand(options.brand);
const envelopes = options.envelopes || options.members;

console.log(`bench:red-envelope ${today()} — ${machineLine()}`);
console.log(`${loadLine()} at the start`);
console.log(
  `One pool of ${count(options.total)} minor units in ${count(envelopes)} envelopes (at least ${options.minimum} each) on ${brand.code}; ` +
    `${count(options.members)} members each grab twice at once over ${options.instances} connection pools.`,
);

const scratch = await createScratchDatabase(options.postgres, 'croupier_bench');
const databases: Database[] = [];
try {
  const db = openPostgresDatabase(scratch.url, () => {});
  databases.push(db);
  for (let instance = 1; instance < options.instances; instance += 1) databases.push(openPostgresDatabase(scratch.url, () => {}));
  await migrate(db);
  await db.transaction((tx) => registerMerchant(tx, brand));
  await recordLedgerCurrencies(db, [brand], Date.now());

  const operator = async (username: string) => {
    const made = await insertOperator(db, { username, displayName: username, passwordHash: '$argon2id$bench-signs-in-nowhere', role: 'SUPERVISOR', merchantCodes: null, createdAtMs: Date.now() });
    if (!made) throw new Error(`bench: operator ${username} exists`);
    return { operator: { id: made.id, username, displayName: username, role: 'SUPERVISOR' as const, merchantCodes: null } };
  };
  const maker = await operator('bench.maker');
  const checker = await operator('bench.checker');
  const pool = await createPool(
    db,
    createBrandDirectory([brand]),
    maker,
    {
      merchantCode: brand.merchantCode,
      titleEn: 'Benchmark pool',
      titleBn: 'বেঞ্চমার্ক পুল',
      totalMinor: options.total,
      envelopeCount: envelopes,
      minMinor: options.minimum,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      eligibility: 'ALL_MEMBERS',
    },
    Date.now(),
  );
  await approvePool(db, checker, pool.poolId, Date.now());

  const members: string[] = [];
  for (let index = 0; index < options.members; index += 1) {
    const member = await insertMember(db, {
      merchantCode: brand.merchantCode,
      username: `bench${String(index).padStart(6, '0')}`,
      type: PLAYER_MEMBER_TYPE,
      passwordHash: 'not-a-hash',
      passwordChangedAtMs: null,
      createdAtMs: Date.now(),
    });
    if (typeof member === 'string') throw new Error(`bench: member ${index} clashed on its ${member}`);
    members.push(member.id);
  }

  // Every member twice, the two tries on different instances, all sent at once.
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  let paid = 0;
  const started = performance.now();
  await Promise.all(
    members.flatMap((memberId, index) =>
      [0, 1].map(async (attempt) => {
        const sentAt = performance.now();
        try {
          await grabEnvelope(databases[(index + attempt) % databases.length] as Database, brand, memberId, pool.poolId, Date.now());
          paid += 1;
          latencies.push(performance.now() - sentAt);
        } catch (error) {
          const code = error instanceof ApiError ? error.code : String(error);
          refusals.set(code, (refusals.get(code) ?? 0) + 1);
        }
      }),
    ),
  );
  const elapsedMs = performance.now() - started;
  const latency = summarizeLatencies(latencies);

  // The proof, read back from the database.
  const { rows: figures } = await db.query<{ grabs: string; members: string; paid: string; smallest: string | null; status: string; close_reason: string | null; grabbed_minor: string }>(
    `SELECT (SELECT count(*) FROM red_envelope_grabs WHERE pool_id = $1)::text AS grabs,
            (SELECT count(DISTINCT member_id) FROM red_envelope_grabs WHERE pool_id = $1)::text AS members,
            (SELECT coalesce(sum(amount_minor), 0) FROM red_envelope_grabs WHERE pool_id = $1)::text AS paid,
            (SELECT min(amount_minor) FROM red_envelope_grabs WHERE pool_id = $1)::text AS smallest,
            p.status, p.close_reason, p.grabbed_minor::text AS grabbed_minor
       FROM red_envelope_pools p WHERE p.id = $1`,
    [pool.poolId],
  );
  const figure = figures[0];
  if (!figure) throw new Error('bench: the pool is gone');
  const paidMinor = BigInt(figure.paid);
  let walletsMinor = 0n;
  for (const memberId of members) walletsMinor += await balanceOf(db, { kind: 'member', merchantCode: brand.merchantCode, memberId, wallet: 'MAIN' });
  const poolsLeft = await balanceOf(db, { kind: 'house', merchantCode: brand.merchantCode, name: 'RED_ENVELOPE_POOLS' });
  const problems = await ledgerProblems(db);
  const expectedGrabs = Math.min(options.members, envelopes);
  const checks: [string, boolean][] = [
    [`grabs paid = ${count(expectedGrabs)} (min of members and envelopes)`, paid === expectedGrabs && Number(figure.grabs) === expectedGrabs],
    ['each member paid at most once', Number(figure.members) === Number(figure.grabs)],
    ['never overdrawn: paid <= pool, pool account >= 0', paidMinor <= BigInt(options.total) && poolsLeft >= 0n],
    ['every envelope >= the minimum', figure.smallest === null || BigInt(figure.smallest) >= BigInt(options.minimum)],
    ['wallets hold exactly what the grabs paid', walletsMinor === paidMinor && BigInt(figure.grabbed_minor) === paidMinor],
    [envelopes <= options.members ? 'sum = pool, pool closed EMPTIED' : 'pool still open with the rest', envelopes <= options.members ? paidMinor === BigInt(options.total) && figure.status === 'CLOSED' && figure.close_reason === 'EMPTIED' && poolsLeft === 0n : figure.status === 'OPEN'],
    ['ledger_check() finds nothing', problems.length === 0],
  ];

  console.log('');
  console.log(
    markdownTable(
      ['members × tries', 'envelopes', 'paid', 'refused', 'elapsed', 'grabs/s', 'p50', 'p99', 'max'],
      [
        [
          `${count(options.members)} × 2`,
          count(envelopes),
          count(paid),
          [...refusals.entries()].map(([code, times]) => `${count(times)} ${code}`).join(', ') || '0',
          ms(elapsedMs),
          count(Math.round((paid / elapsedMs) * 1000)),
          ms(latency.p50Ms),
          ms(latency.p99Ms),
          ms(latency.maxMs),
        ],
      ],
    ),
  );
  console.log('');
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  console.log(`${loadLine()} at the end`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  await Promise.all(databases.map((database) => database.close()));
  await scratch.drop();
}
