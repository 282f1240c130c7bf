import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fund, memberWallet } from '../../../testing/ledger';
import { useTestServer } from '../../../testing/test-app';
import { rateLimitsWithGeneral } from '../rate-limit';
import { assertLedgerConsistent } from '../ledger';
import { AGENT_TYPE, PLAYER_TYPE, mainOf, newAccount, toDownline, toUpline, type TreeAccount } from './transfers-testing';

const OPENING_MINOR = 1_000n;
const STEP_MINOR = 7;

/** One account of a random tree: an agent or a member, under one of the agents made before it, or at the top. */
const nodeArbitrary = fc.record({ agent: fc.boolean(), uplinePick: fc.option(fc.nat(), { freq: 4 }) });
const treeArbitrary = fc.array(nodeArbitrary, { minLength: 2, maxLength: 7 });

interface Node {
  account: TreeAccount;
  upline: Node | null;
}

/** True when `target` is strictly below `agent`: the agent is one of its uplines. */
function isBelow(target: Node, agent: Node): boolean {
  for (let above = target.upline; above; above = above.upline) if (above === agent) return true;
  return false;
}

describe('transfers over random trees', () => {
  // Every sealed call asks for the public key from the test's one address: hundreds a minute here,
  // past the general per-address limit. The payment-password bucket still counts per caller address.
  const server = useTestServer({ rateLimits: rateLimitsWithGeneral(100_000) });
  // accounts of earlier runs: other trees of the same brand, which no caller of a later run may reach
  const strangers: TreeAccount[] = [];

  it('move money to the strict downline and the upline only; every other pair is refused and moves nothing', async () => {
    await fc.assert(
      fc.asyncProperty(treeArbitrary, async (shape) => {
        const nodes: Node[] = [];
        for (const [index, { agent, uplinePick }] of shape.entries()) {
          const agents = nodes.filter((node) => node.account.type === AGENT_TYPE);
          const upline = uplinePick === null || agents.length === 0 ? null : (agents[uplinePick % agents.length] ?? null);
          const type = index === 0 || agent ? AGENT_TYPE : PLAYER_TYPE;
          nodes.push({ account: await newAccount(server.app, { type, upline: upline?.account ?? null }), upline });
        }
        for (const node of nodes) await fund(server.db, memberWallet(node.account.id), OPENING_MINOR);
        const expected = new Map(nodes.map((node) => [node.account.id, OPENING_MINOR]));
        const move = (from: Node, to: Node) => {
          expected.set(from.account.id, (expected.get(from.account.id) ?? 0n) - BigInt(STEP_MINOR));
          expected.set(to.account.id, (expected.get(to.account.id) ?? 0n) + BigInt(STEP_MINOR));
        };
        const outsiders = strangers.slice(-3);
        const outsidersBefore = await Promise.all(outsiders.map((account) => mainOf(server.db, account)));

        for (const caller of nodes) {
          if (caller.account.type !== AGENT_TYPE) {
            const response = await toUpline(server.app, caller.account, { amountMinor: STEP_MINOR });
            if (caller.upline) {
              expect(response.statusCode, response.body).toBe(200);
              move(caller, caller.upline);
            } else {
              expect(response.json().code).toBe('NO_UPLINE');
            }
            continue;
          }
          for (const target of nodes) {
            const response = await toDownline(server.app, caller.account, { username: target.account.username, amountMinor: STEP_MINOR });
            if (isBelow(target, caller)) {
              expect(response.statusCode, response.body).toBe(200);
              move(caller, target);
            } else {
              expect(response.statusCode, `${caller.account.username} -> ${target.account.username}`).toBe(404);
              expect(response.json().code).toBe('NOT_IN_DOWNLINE');
            }
          }
          for (const outsider of outsiders) {
            expect((await toDownline(server.app, caller.account, { username: outsider.username, amountMinor: STEP_MINOR })).json().code).toBe('NOT_IN_DOWNLINE');
          }
        }

        for (const node of nodes) expect(await mainOf(server.db, node.account), node.account.username).toBe(expected.get(node.account.id));
        expect(await Promise.all(outsiders.map((account) => mainOf(server.db, account)))).toEqual(outsidersBefore);
        await assertLedgerConsistent(server.db);
        strangers.push(...nodes.map((node) => node.account));
      }),
      // every transfer checks a payment password at the production argon2 cost: eight trees keep the run
      // well inside its time on a busy two-core machine
      { numRuns: 8 },
    );
  }, 180_000);
});
