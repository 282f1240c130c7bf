import { beforeAll, describe, expect, it } from 'vitest';
import type { Consolidated, Contract, ContractList, ContractOfferPreview, ContractRequest, PendingContractRequests } from '@croupier/contract';
import { authed } from '../../../testing/accounts';
import { trialToken } from '../../../testing/play';
import { send, sendOps, useTestServer } from '../../../testing/test-app';
import { agent, answer, call, contractBetween, grant, granted, offer, ok, player, refusal, terminate, type TreeAccount } from './contracts-testing';

/**
 * The contract calls with good and bad input: who may offer what to whom, answers from the right side
 * only, terminations once, rates down the tree, and the flags that show the pages. Refusals change
 * nothing: the counts of contracts and requests are checked around them.
 */
describe('agent contract calls', () => {
  const server = useTestServer();
  let top: TreeAccount;
  let direct: TreeAccount;
  let indirect: TreeAccount;
  let directPlayer: TreeAccount;
  let stranger: TreeAccount;

  const counts = async () => {
    const { rows } = await server.db.query<{ contracts: string; requests: string }>(
      `SELECT (SELECT count(*) FROM agent_contracts)::text AS contracts, (SELECT count(*) FROM agent_contract_requests)::text AS requests`,
    );
    return rows[0];
  };
  const salary = (ratePpm: number, extra: Record<string, unknown> = {}) => ({ kind: 'SALARY', period: 'D', ratePpm, ...extra });

  beforeAll(async () => {
    top = await agent(server.app);
    direct = await agent(server.app, top);
    indirect = await agent(server.app, direct);
    directPlayer = await player(server.app, top);
    stranger = await agent(server.app);
    await granted(server.app, top.username, salary(5_000));
    await granted(server.app, top.username, { kind: 'HOURLY', ratePpm: 2_000 });
  });

  describe('offers that are refused', () => {
    it('refuses rates that are not 1 to 1,000,000 whole millionths, naming the field', async () => {
      const before = await counts();
      for (const ratePpm of [0, -1, -5_000, 1_000_001, 12.5, '3500', null]) {
        const refused = await refusal(offer(server.app, top, { downlineUsername: direct.username, ...salary(0), ratePpm }));
        expect(refused.code, String(ratePpm)).toBe('VALIDATION_FAILED');
        expect(refused.fields.map((field) => field.field)).toContain('ratePpm');
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses a rate above the offering agent’s own', async () => {
      const refused = await refusal(offer(server.app, top, { downlineUsername: direct.username, ...salary(5_001) }));
      expect(refused.code).toBe('CONTRACT_RATE_ABOVE_OWN');
      expect(refused.fields).toEqual([{ field: 'ratePpm', message: 'is at most 5000' }]);
    });

    it('refuses accounts outside the tree in the same words whether they exist or not', async () => {
      const outside = await refusal(offer(server.app, top, { downlineUsername: stranger.username, ...salary(1_000) }));
      const missing = await refusal(offer(server.app, top, { downlineUsername: 'nobody_at_all_here', ...salary(1_000) }));
      expect(outside.code).toBe('NOT_IN_DOWNLINE');
      expect(missing.code).toBe('NOT_IN_DOWNLINE');
      expect(outside.message.replace(stranger.username, 'X')).toBe(missing.message.replace('nobody_at_all_here', 'X'));
      expect(outside.fields).toEqual(missing.fields);
      // nor can a downline offer anything to its upline
      expect((await refusal(offer(server.app, direct, { downlineUsername: top.username, ...salary(1) }))).code).toBe('NOT_IN_DOWNLINE');
    });

    it('refuses an indirect downline, oneself, and a player', async () => {
      expect((await refusal(offer(server.app, top, { downlineUsername: indirect.username, ...salary(1_000) }))).code).toBe('CONTRACT_DIRECT_DOWNLINE_ONLY');
      expect((await refusal(offer(server.app, top, { downlineUsername: top.username.toUpperCase(), ...salary(1_000) }))).code).toBe('CONTRACT_TO_SELF');
      expect((await refusal(offer(server.app, top, { downlineUsername: directPlayer.username, ...salary(1_000) }))).code).toBe('CONTRACT_HOLDER_NOT_AGENT');
    });

    it('refuses a kind the agent does not hold, and terms that do not fit the kind', async () => {
      expect((await refusal(offer(server.app, top, { downlineUsername: direct.username, kind: 'REALTIME', ratePpm: 100 }))).code).toBe('CONTRACT_NOT_HELD');
      const cases: [Record<string, unknown>, string][] = [
        [{ kind: 'SALARY', ratePpm: 100 }, 'period'],
        [{ kind: 'HOURLY', period: 'D', ratePpm: 100 }, 'period'],
        [{ ...salary(100), minProfitLossMinor: 500 }, 'minProfitLossMinor'],
        [{ kind: 'DIVIDEND', period: 'M', ratePpm: 100, minBetAmountMinor: 500 }, 'minBetAmountMinor'],
        [{ ...salary(100), minActiveMembers: 0 }, 'minActiveMembers'],
        [{ ...salary(100), minValidBetMinor: -1 }, 'minValidBetMinor'],
        [{ ...salary(100), period: 'Y' }, 'period'],
        [{ kind: 'WEEKLY', ratePpm: 100 }, 'kind'],
      ];
      for (const [terms, field] of cases) {
        const refused = await refusal(offer(server.app, top, { downlineUsername: direct.username, ...terms }));
        expect(refused.code, JSON.stringify(terms)).toBe('VALIDATION_FAILED');
        expect(refused.fields.map((each) => each.field), JSON.stringify(terms)).toContain(field);
      }
    });

    it('refuses a kind the brand switches off, to operators too', async () => {
      // northstar runs salary contracts but not dividends
      const northTop = await agent(server.app, null, 'northstar');
      const northDirect = await agent(server.app, northTop, 'northstar');
      expect((await refusal(grant(server.app, northTop.username, { kind: 'DIVIDEND', period: 'M', ratePpm: 100_000 }, 'northstar'))).code).toBe('FEATURE_DISABLED');
      await granted(server.app, northTop.username, salary(4_000), 'northstar');
      expect((await refusal(offer(server.app, northTop, { downlineUsername: northDirect.username, kind: 'DIVIDEND', period: 'M', ratePpm: 1 }, 'northstar'))).code).toBe('FEATURE_DISABLED');
      const flags = await ok<Consolidated>(call(server.app, northTop, 'GET', '/wps/member/info/funds/consolidated', undefined, 'northstar'));
      expect(flags).toEqual({ dailysalreqtype: true, divtypereq: false, contracthoursalreqs: false, realtimesalreqtype: false, pendingRequests: 0 });
    });

    it('refuses trial and non-agent callers before reading the input', async () => {
      const trial = { token: await trialToken(server.app) };
      const urls: ['GET' | 'POST', string][] = [
        ['GET', '/wps/member/info/funds/consolidated'],
        ['GET', '/wps/member/contracts'],
        ['GET', '/wps/member/contracts/requests/pending'],
        ['POST', '/wps/member/contracts/offers'],
        ['POST', '/wps/member/contracts/offers/preview'],
        ['POST', '/wps/member/contracts/requests/1/answer'],
        ['POST', '/wps/member/contracts/1/terminate'],
        ['GET', '/wps/member/contracts/settlements?kind=SALARY&from=2026-11-01&to=2026-11-02'],
        ['GET', '/wps/member/contracts/revenue?from=2026-11-01&to=2026-11-02'],
      ];
      for (const [method, url] of urls) {
        expect((await refusal(call(server.app, trial, method, url, method === 'POST' ? { junk: true } : undefined))).code, url).toBe('TRIAL_RESTRICTED');
        if (url.endsWith('consolidated')) continue;
        expect((await refusal(call(server.app, directPlayer, method, url, method === 'POST' ? { junk: true } : undefined))).code, url).toBe('NON_AGENT');
      }
      // a player sees every page flag off
      expect(await ok<Consolidated>(call(server.app, directPlayer, 'GET', '/wps/member/info/funds/consolidated'))).toEqual({
        dailysalreqtype: false,
        divtypereq: false,
        contracthoursalreqs: false,
        realtimesalreqtype: false,
        pendingRequests: 0,
      });
    });

    it('gives platform contracts to top agents only, and never edits a contract in place', async () => {
      expect((await refusal(grant(server.app, direct.username, salary(1_000)))).code).toBe('CONTRACT_PLATFORM_ONLY');
      expect((await refusal(grant(server.app, directPlayer.username, salary(1_000)))).code).toBe('CONTRACT_HOLDER_NOT_AGENT');
      expect((await refusal(grant(server.app, 'nobody_at_all_here', salary(1_000)))).code).toBe('UNKNOWN_USER');
      const before = await counts();
      const wrongToken = await refusal(send(server.app, { method: 'POST', url: '/ops/brands/shonali/agent-contracts', payload: { username: top.username, ...salary(1_000) }, opsToken: 'not-the-token' }));
      expect(wrongToken.code).toBe('FORBIDDEN');
      expect(await counts()).toEqual(before);
    });
  });

  describe('answers and terminations', () => {
    it('takes an offer once, from the side it was offered to', async () => {
      const holder = await agent(server.app, top);
      const offered = await ok<{ request: ContractRequest }>(offer(server.app, top, { downlineUsername: holder.username, ...salary(3_000, { minValidBetMinor: 50_000 }) }));
      expect(offered.request).toMatchObject({ type: 'NEW', status: 'PENDING', fromUsername: top.username, toUsername: holder.username, awaitingCaller: false, contractId: null });
      expect((await refusal(offer(server.app, top, { downlineUsername: holder.username, ...salary(2_000) }))).code).toBe('CONTRACT_REQUEST_PENDING');

      const popup = await ok<PendingContractRequests>(call(server.app, holder, 'GET', '/wps/member/contracts/requests/pending'));
      expect(popup.awaitingCaller.map((request) => request.requestId)).toEqual([offered.request.requestId]);
      expect((await ok<Consolidated>(call(server.app, holder, 'GET', '/wps/member/info/funds/consolidated'))).pendingRequests).toBe(1);

      const id = offered.request.requestId;
      expect((await refusal(answer(server.app, top, id, { accept: true }))).code).toBe('CONTRACT_WRONG_SIDE');
      expect((await refusal(answer(server.app, stranger, id, { accept: true }))).code).toBe('CONTRACT_REQUEST_NOT_FOUND');
      expect((await refusal(answer(server.app, holder, '999999999', { accept: true }))).code).toBe('CONTRACT_REQUEST_NOT_FOUND');
      expect((await refusal(answer(server.app, holder, 'abc', { accept: true }))).code).toBe('VALIDATION_FAILED');
      expect((await refusal(answer(server.app, holder, id, { accept: 'yes' }))).code).toBe('VALIDATION_FAILED');

      const accepted = await ok<{ request: ContractRequest; contract: Contract }>(answer(server.app, holder, id, { accept: true }));
      expect(accepted.request.status).toBe('ACCEPTED');
      expect(accepted.contract).toMatchObject({ holderUsername: holder.username, giverUsername: top.username, payer: 'UPLINE', status: 'ACTIVE' });
      expect(accepted.contract.terms).toEqual({ kind: 'SALARY', period: 'D', ratePpm: 3_000, minValidBetMinor: 50_000, minProfitLossMinor: null, minActiveMembers: null, minBetAmountMinor: null });
      const before = await counts();
      expect((await refusal(answer(server.app, holder, id, { accept: true }))).code).toBe('CONTRACT_REQUEST_CLOSED');
      expect((await refusal(answer(server.app, holder, id, { accept: false }))).code).toBe('CONTRACT_REQUEST_CLOSED');
      expect(await counts()).toEqual(before);
    });

    it('records a rejected offer and starts nothing', async () => {
      const holder = await agent(server.app, top);
      const offered = await ok<{ request: ContractRequest }>(offer(server.app, top, { downlineUsername: holder.username, kind: 'HOURLY', ratePpm: 1_500 }));
      const rejected = await ok<{ request: ContractRequest; contract: null }>(answer(server.app, holder, offered.request.requestId, { accept: false }));
      expect(rejected).toMatchObject({ request: { status: 'REJECTED', reason: null }, contract: null });
      const list = await ok<ContractList>(call(server.app, holder, 'GET', '/wps/member/contracts'));
      expect(list.held).toEqual([]);
      expect(list.openOffers.map((request) => [request.requestId, request.status])).toEqual([[offered.request.requestId, 'REJECTED']]);
    });

    it('ends a contract once, on a request the other side accepts', async () => {
      const holder = await agent(server.app, top);
      const contract = await contractBetween(server.app, top, holder, salary(2_000));
      expect((await refusal(terminate(server.app, stranger, contract.contractId))).code).toBe('CONTRACT_NOT_FOUND');
      const asked = await ok<{ request: ContractRequest }>(terminate(server.app, holder, contract.contractId));
      expect(asked.request).toMatchObject({ type: 'TERMINATE', status: 'PENDING', fromUsername: holder.username, toUsername: top.username, contractId: contract.contractId });
      expect((await refusal(terminate(server.app, holder, contract.contractId))).code).toBe('CONTRACT_REQUEST_PENDING');
      expect((await refusal(terminate(server.app, top, contract.contractId))).code).toBe('CONTRACT_REQUEST_PENDING');
      expect((await refusal(answer(server.app, holder, asked.request.requestId, { accept: true }))).code).toBe('CONTRACT_WRONG_SIDE');
      const done = await ok<{ request: ContractRequest; contract: Contract }>(answer(server.app, top, asked.request.requestId, { accept: true }));
      expect(done.request.status).toBe('COMPLETED');
      expect(done.contract).toMatchObject({ status: 'ENDED', endReason: 'TERMINATED' });
      expect((await refusal(terminate(server.app, holder, contract.contractId))).code).toBe('CONTRACT_ENDED');
      expect((await refusal(answer(server.app, top, asked.request.requestId, { accept: true }))).code).toBe('CONTRACT_REQUEST_CLOSED');
    });

    it('leaves platform contracts to operators', async () => {
      const list = await ok<ContractList>(call(server.app, top, 'GET', '/wps/member/contracts'));
      const own = list.held.find((contract) => contract.terms.kind === 'SALARY');
      expect(own).toMatchObject({ payer: 'HOUSE', giverUsername: null, status: 'ACTIVE' });
      expect((await refusal(terminate(server.app, top, own?.contractId ?? '0'))).code).toBe('CONTRACT_PLATFORM_ONLY');
      expect(list.offerable).toEqual([
        { kind: 'SALARY', ownContractId: own?.contractId, maxRatePpm: 5_000 },
        { kind: 'HOURLY', ownContractId: expect.any(String), maxRatePpm: 2_000 },
      ].sort((a, b) => a.kind.localeCompare(b.kind)));
    });
  });

  describe('rates down the tree', () => {
    it('warns before a lower rate ends contracts further down, and ends them once confirmed', async () => {
      const root = await agent(server.app);
      const middle = await agent(server.app, root);
      const lower = await agent(server.app, middle);
      const lowest = await agent(server.app, lower);
      await granted(server.app, root.username, salary(8_000));
      const middleContract = await contractBetween(server.app, root, middle, salary(6_000));
      const lowerContract = await contractBetween(server.app, middle, lower, salary(5_000));
      const lowestContract = await contractBetween(server.app, lower, lowest, salary(4_000));
      // an agent at the same rate as its giver is fine; higher is refused
      expect((await refusal(offer(server.app, lower, { downlineUsername: lowest.username, ...salary(5_001) }))).code).toBe('CONTRACT_RATE_ABOVE_OWN');

      const newTerms = { downlineUsername: middle.username, ...salary(4_500) };
      const preview = await ok<ContractOfferPreview>(call(server.app, root, 'POST', '/wps/member/contracts/offers/preview', newTerms));
      expect(preview.maxRatePpm).toBe(8_000);
      expect(preview.replaces?.contractId).toBe(middleContract.contractId);
      expect(preview.conflicts).toEqual([
        { contractId: lowerContract.contractId, kind: 'SALARY', holderUsername: lower.username, giverUsername: middle.username, ratePpm: 5_000, because: 'RATE_CONFLICT' },
        { contractId: lowestContract.contractId, kind: 'SALARY', holderUsername: lowest.username, giverUsername: lower.username, ratePpm: 4_000, because: 'GIVER_ENDED' },
      ]);
      const before = await counts();
      const warned = await refusal(offer(server.app, root, newTerms));
      expect(warned.code).toBe('CONTRACT_RATE_CONFLICT');
      expect(warned.message).toContain(lower.username);
      expect(await counts()).toEqual(before);

      const sent = await ok<{ request: ContractRequest }>(offer(server.app, root, { ...newTerms, confirmTerminations: true }));
      // the holder is warned too before it accepts
      const popup = await ok<PendingContractRequests>(call(server.app, middle, 'GET', '/wps/member/contracts/requests/pending'));
      expect(popup.awaitingCaller[0]?.wouldTerminate.map((conflict) => conflict.contractId)).toEqual([lowerContract.contractId, lowestContract.contractId]);
      expect((await refusal(answer(server.app, middle, sent.request.requestId, { accept: true }))).code).toBe('CONTRACT_RATE_CONFLICT');
      const accepted = await ok<{ contract: Contract; terminated: unknown[] }>(answer(server.app, middle, sent.request.requestId, { accept: true, confirmTerminations: true }));
      expect(accepted.contract.terms.ratePpm).toBe(4_500);
      expect(accepted.terminated).toHaveLength(2);

      const middleList = await ok<ContractList>(call(server.app, middle, 'GET', '/wps/member/contracts?status=all'));
      expect(middleList.held.map((contract) => [contract.terms.ratePpm, contract.status, contract.endReason])).toEqual([
        [4_500, 'ACTIVE', null],
        [6_000, 'ENDED', 'REPLACED'],
      ]);
      const lowerList = await ok<ContractList>(call(server.app, lower, 'GET', '/wps/member/contracts?status=all'));
      expect(lowerList.held[0]).toMatchObject({ contractId: lowerContract.contractId, status: 'ENDED', endReason: 'RATE_CONFLICT' });
      expect(lowerList.held[0]?.requests.map((request) => [request.type, request.status, request.reason])).toEqual([
        ['NEW', 'ACCEPTED', null],
        ['TERMINATE', 'COMPLETED', 'RATE_CONFLICT'],
      ]);
      expect(lowerList.offerable).toEqual([]);
      const lowestList = await ok<ContractList>(call(server.app, lowest, 'GET', '/wps/member/contracts?status=all'));
      expect(lowestList.held[0]).toMatchObject({ status: 'ENDED', endReason: 'GIVER_ENDED' });
      // lower holds no salary contract now, so it has none to give
      expect((await refusal(offer(server.app, lower, { downlineUsername: lowest.username, ...salary(1) }))).code).toBe('CONTRACT_NOT_HELD');
    });

    it('ends the whole branch below a platform contract an operator lowers or ends', async () => {
      const root = await agent(server.app);
      const child = await agent(server.app, root);
      const grandchild = await agent(server.app, child);
      const rootContract = await granted(server.app, root.username, { kind: 'REALTIME', ratePpm: 900 });
      await contractBetween(server.app, root, child, { kind: 'REALTIME', ratePpm: 800 });
      await contractBetween(server.app, child, grandchild, { kind: 'REALTIME', ratePpm: 700 });
      // a pending offer of the child above the new rate goes too
      const pendingOffer = await ok<{ request: ContractRequest }>(offer(server.app, child, { downlineUsername: (await agent(server.app, child)).username, kind: 'REALTIME', ratePpm: 750 }));

      expect((await refusal(grant(server.app, root.username, { kind: 'REALTIME', ratePpm: 750 }))).code).toBe('CONTRACT_RATE_CONFLICT');
      const lowered = await ok<{ contract: Contract; terminated: { holderUsername: string; because: string }[] }>(
        grant(server.app, root.username, { kind: 'REALTIME', ratePpm: 750, confirmTerminations: true }),
      );
      expect(lowered.terminated.map((each) => [each.holderUsername, each.because])).toEqual([
        [child.username, 'RATE_CONFLICT'],
        [grandchild.username, 'GIVER_ENDED'],
      ]);
      const childOffers = await ok<ContractList>(call(server.app, child, 'GET', '/wps/member/contracts?status=all'));
      expect(childOffers.openOffers.find((request) => request.requestId === pendingOffer.request.requestId)).toMatchObject({ status: 'REJECTED', reason: 'GIVER_ENDED' });

      // ending the platform contract ends what is below it; an ended one cannot end twice
      await contractBetween(server.app, root, child, { kind: 'REALTIME', ratePpm: 600 });
      const ended = await ok<{ contract: Contract; terminated: unknown[] }>(sendOps(server.app, { method: 'DELETE', url: `/ops/brands/shonali/agent-contracts/${lowered.contract.contractId}` }));
      expect(ended.contract).toMatchObject({ status: 'ENDED', endReason: 'OPERATOR' });
      expect(ended.terminated).toHaveLength(1);
      expect((await refusal(sendOps(server.app, { method: 'DELETE', url: `/ops/brands/shonali/agent-contracts/${lowered.contract.contractId}` }))).code).toBe('CONTRACT_ENDED');
      expect((await refusal(sendOps(server.app, { method: 'DELETE', url: `/ops/brands/shonali/agent-contracts/${rootContract.contractId}` }))).code).toBe('CONTRACT_ENDED');
      // a contract an upline gave is its two sides' to end, not an operator's
      const childContract = (await ok<ContractList>(call(server.app, child, 'GET', '/wps/member/contracts?status=all'))).held[0];
      expect((await refusal(sendOps(server.app, { method: 'DELETE', url: `/ops/brands/shonali/agent-contracts/${childContract?.contractId}` }))).code).toBe('CONTRACT_PLATFORM_ONLY');
      expect((await refusal(sendOps(server.app, { method: 'DELETE', url: '/ops/brands/shonali/agent-contracts/999999999' }))).code).toBe('CONTRACT_NOT_FOUND');
    });
  });

  describe('the pages', () => {
    it('shows a page when its kind is on and the agent holds or gave a contract of it', async () => {
      const flags = await ok<Consolidated>(call(server.app, top, 'GET', '/wps/member/info/funds/consolidated'));
      expect(flags).toMatchObject({ dailysalreqtype: true, contracthoursalreqs: true, divtypereq: false, realtimesalreqtype: false });
      const fresh = await agent(server.app);
      expect(await ok<Consolidated>(call(server.app, fresh, 'GET', '/wps/member/info/funds/consolidated'))).toEqual({
        dailysalreqtype: false,
        divtypereq: false,
        contracthoursalreqs: false,
        realtimesalreqtype: false,
        pendingRequests: 0,
      });
    });

    it('lists given contracts a page at a time, by downline', async () => {
      const giver = await agent(server.app);
      await granted(server.app, giver.username, salary(9_000));
      const holders = [await agent(server.app, giver), await agent(server.app, giver), await agent(server.app, giver)];
      for (const holder of holders) await contractBetween(server.app, giver, holder, salary(1_000));
      const first = await ok<ContractList>(call(server.app, giver, 'GET', '/wps/member/contracts?pageSize=2'));
      expect([first.total, first.totalPages, first.given.length]).toEqual([3, 2, 2]);
      const second = await ok<ContractList>(call(server.app, giver, 'GET', '/wps/member/contracts?pageSize=2&pageNo=2'));
      expect(second.given).toHaveLength(1);
      const one = await ok<ContractList>(call(server.app, giver, 'GET', `/wps/member/contracts?downline=${holders[1]?.username.toUpperCase()}`));
      expect(one.given.map((contract) => contract.holderUsername)).toEqual([holders[1]?.username]);
      expect(one.given[0]?.requests.map((request) => [request.type, request.status])).toEqual([['NEW', 'ACCEPTED']]);
      expect((await refusal(call(server.app, giver, 'GET', '/wps/member/contracts?pageSize=0'))).code).toBe('VALIDATION_FAILED');
      expect((await refusal(call(server.app, giver, 'GET', '/wps/member/contracts?status=ended'))).code).toBe('VALIDATION_FAILED');
    });

    it('checks the report ranges and filters', async () => {
      const bad = [
        '/wps/member/contracts/settlements?kind=SALARY&from=2026-01-01&to=2026-04-05',
        '/wps/member/contracts/settlements?kind=SALARY&from=2026-02-02&to=2026-02-01',
        '/wps/member/contracts/settlements?kind=SALARY&from=2026-02-30&to=2026-03-01',
        '/wps/member/contracts/settlements?from=2026-02-01&to=2026-02-02',
        '/wps/member/contracts/settlements?kind=SALARY&from=2026-02-01&to=2026-02-02&format=csv&pageNo=2',
        '/wps/member/contracts/settlements?kind=SALARY&from=2026-02-01&to=2026-02-02&downline=someone',
        '/wps/member/contracts/revenue?from=2026-02-01&to=2026-02-02&format=xml',
      ];
      for (const url of bad) expect((await refusal(call(server.app, top, 'GET', url))).code, url).toBe('VALIDATION_FAILED');
      const notMine = `/wps/member/contracts/settlements?kind=SALARY&side=given&from=2026-02-01&to=2026-02-02&downline=${stranger.username}`;
      expect((await refusal(call(server.app, top, 'GET', notMine))).code).toBe('NOT_IN_DOWNLINE');
      const empty = await ok<{ rows: unknown[]; total: number; totals: { settlements: number } }>(
        call(server.app, top, 'GET', '/wps/member/contracts/settlements?kind=SALARY&from=2026-01-01&to=2026-04-02'),
      );
      expect([empty.rows, empty.total, empty.totals.settlements]).toEqual([[], 0, 0]);
      const csv = await authed(server.app, 'shonali', top.token, { url: '/wps/member/contracts/revenue?from=2026-01-01&to=2026-01-31&format=csv' });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.replace('\uFEFF', '').split('\r\n')[0]).toBe('Paid at,Kind,Period start,Period end,Payer,Base,Rate (ppm),Amount,Settlement,Contract');
    });
  });
});
