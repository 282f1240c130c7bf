import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { authed } from '../../../testing/accounts';
import { fund, memberWallet } from '../../../testing/ledger';
import { newPlayer, type TestPlayer } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';

/**
 * Launches moving money into a game wallet (auto transfer) racing the collects of leaving the game,
 * each request often sent twice at once (a double tap, a retry while the first is still running), all
 * of one player at the same moment. On a real Postgres (TEST_DATABASE_URL) they overlap on the pool and
 * the account locks decide the order; the embedded database runs them one at a time.
 */

const OPENING_MINOR = 10_000n;

type Step = { kind: 'in'; amountMinor: number; twice: boolean } | { kind: 'collect'; whole: boolean; twice: boolean };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('in' as const), amountMinor: fc.integer({ min: 1, max: 6_000 }), twice: fc.boolean() }),
  fc.record({ kind: fc.constant('collect' as const), whole: fc.boolean(), twice: fc.boolean() }),
);

/** What a response says, to compare a request's copies: the status and the answer or refusal code. */
const answerOf = (response: LightMyRequestResponse) => {
  const body = response.json() as { value?: { transferId?: string; movedMinor?: number }; code?: string };
  return { status: response.statusCode, transferId: body.value?.transferId ?? null, movedMinor: body.value?.movedMinor ?? null, code: body.code ?? null };
};

describe('auto transfer-in racing collects of the same game wallet', () => {
  const server = useTestServer();
  afterEach(async () => assertLedgerConsistent(server.db));
  let game = '';
  beforeAll(async () => {
    const { rows } = await server.db.query<{ vassalage: string }>("SELECT vassalage FROM merchant_vendors WHERE merchant_code = 'SHONALI' AND vassalage <> 'BGS' ORDER BY sort_order LIMIT 1");
    game = rows[0]?.vassalage ?? '';
  });

  let run = 0;
  const requestOf = (player: TestPlayer, step: Step, id: string) =>
    step.kind === 'in'
      ? authed(server.app, 'shonali', player.token, { method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: { from: 'MAIN', to: game, amountMinor: step.amountMinor, requestId: id } })
      : authed(server.app, 'shonali', player.token, { method: 'POST', url: '/wps/v2/wallets/collect', payload: step.whole ? { requestId: id } : { wallet: game, requestId: id } });

  it('keeps every minor unit, empties the wallet at each collect, and answers every copy and replay alike', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 2, maxLength: 8 }), async (steps) => {
        run += 1;
        const player = await newPlayer(server.app, 'shonali');
        await fund(server.db, memberWallet(player.memberId), OPENING_MINOR);
        const ids = steps.map((_, index) => `race-${run}-${index}-xx`);
        const sent = steps.flatMap((step, index) => Array.from({ length: step.twice ? 2 : 1 }, () => ({ index, response: requestOf(player, step, ids[index] ?? '') })));
        const answers = await Promise.all(sent.map(async ({ index, response }) => ({ index, answer: answerOf(await response) })));

        const firstAnswer = new Map<number, ReturnType<typeof answerOf>>();
        for (const { index, answer } of answers) {
          const step = steps[index];
          // a transfer in may find MAIN short; nothing else may be refused
          if (step?.kind === 'in' && answer.status === 409) expect(answer.code).toBe('INSUFFICIENT_FUNDS');
          else expect(answer.status, JSON.stringify(answer)).toBe(200);
          const earlier = firstAnswer.get(index);
          if (!earlier) firstAnswer.set(index, answer);
          else if (step?.kind === 'in' && earlier.status !== answer.status) {
            // A refused posting keeps no key (decision 0008): a copy found MAIN short, and the other copy
            // ran after a collect had brought money back. The key still posted at most once (below).
            expect([earlier.status, answer.status].sort()).toEqual([200, 409]);
            if (answer.status === 200) firstAnswer.set(index, answer);
          } else expect(answer).toEqual(earlier);
        }

        // every collect left the game wallet empty at its place in the wallet's own order of entries
        const { rows } = await server.db.query<{ amount_minor: string; balance_minor: string; idempotency_key: string }>(
          `SELECT e.amount_minor::text AS amount_minor, e.balance_minor::text AS balance_minor, p.idempotency_key
             FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_postings p ON p.id = e.posting_id
            WHERE a.merchant_code = 'SHONALI' AND a.member_id = $1::bigint AND a.wallet = $2 ORDER BY e.account_sequence`,
          [player.memberId, game],
        );
        let modelMinor = 0n;
        for (const row of rows) {
          const step = steps[ids.indexOf(row.idempotency_key)];
          if (step?.kind === 'collect') {
            expect(BigInt(row.balance_minor)).toBe(0n);
            expect(BigInt(row.amount_minor)).toBe(-modelMinor);
            modelMinor = 0n;
          } else {
            expect(step?.kind).toBe('in');
            expect(BigInt(row.amount_minor)).toBe(BigInt(step?.kind === 'in' ? step.amountMinor : 0));
            modelMinor += BigInt(row.amount_minor);
          }
        }
        const gameMinor = await balanceOf(server.db, memberWallet(player.memberId, game));
        const mainMinor = await balanceOf(server.db, memberWallet(player.memberId));
        expect(gameMinor).toBe(modelMinor);
        expect(mainMinor + gameMinor).toBe(OPENING_MINOR);

        // sent again later, each request answers what it answered first, whatever the wallets hold now
        for (const [index, answer] of firstAnswer) {
          const step = steps[index];
          // a whole collect that found no game wallet spent no id, like a refusal (decision 0013)
          if (!step || answer.status !== 200 || (step.kind === 'collect' && answer.transferId === null)) continue;
          expect(answerOf(await requestOf(player, step, ids[index] ?? ''))).toEqual(answer);
        }
      }),
      {
        numRuns: 12,
        // Races found before, tried first every run: a whole collect sent twice beside the transfer in that
        // opens the player's first game wallet (its copies once answered differently), and a named collect
        // sent twice beside a whole collect that opens a wallet.
        examples: [
          [[{ kind: 'collect', whole: true, twice: true }, { kind: 'in', amountMinor: 1, twice: true }, { kind: 'collect', whole: false, twice: true }]],
          [[{ kind: 'collect', whole: true, twice: false }, { kind: 'in', amountMinor: 1, twice: false }, { kind: 'collect', whole: false, twice: true }]],
          // two transfers in that together overdraw MAIN, one sent twice, beside a collect that refills it
          [[{ kind: 'in', amountMinor: 6_000, twice: false }, { kind: 'in', amountMinor: 6_000, twice: true }, { kind: 'collect', whole: true, twice: false }]],
        ],
      },
    );
  }, 180_000);
});
