import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { treeTransferSchema, transferTargetsSchema } from '@croupier/contract';
import { authed, createMember, GOOD_PASSWORD, nextIp, nextUsername } from '../../../testing/accounts';
import { fund, memberWallet } from '../../../testing/ledger';
import { trialToken } from '../../../testing/play';
import { sendOps, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent } from '../ledger';
import { DOWNLINE_MAX_DEPTH } from './service';
import {
  AGENT_TYPE,
  PAYMENT_PASSWORD,
  PLAYER_TYPE,
  mainOf,
  newAccount,
  newRequestId,
  setPaymentPassword,
  toDownline,
  toUpline,
  transferTargetsOf,
  type TreeAccount,
} from './transfers-testing';

const TOPPED_UP_MINOR = 100_000n;

describe('transfers along the agent tree', () => {
  const server = useTestServer();
  afterEach(async () => assertLedgerConsistent(server.db));

  /** top agent > (sub agent > member under sub), member under top; a second tree beside it. */
  let top: TreeAccount;
  let sub: TreeAccount;
  let memberOfTop: TreeAccount;
  let memberOfSub: TreeAccount;
  let otherAgent: TreeAccount;
  let memberOfOther: TreeAccount;
  beforeAll(async () => {
    top = await newAccount(server.app, { type: AGENT_TYPE });
    sub = await newAccount(server.app, { type: 2, upline: top });
    memberOfTop = await newAccount(server.app, { upline: top });
    memberOfSub = await newAccount(server.app, { upline: sub });
    otherAgent = await newAccount(server.app, { type: 41 });
    memberOfOther = await newAccount(server.app, { upline: otherAgent });
    for (const account of [top, sub, memberOfTop, memberOfSub, otherAgent, memberOfOther]) await fund(server.db, memberWallet(account.id), TOPPED_UP_MINOR);
  });

  /** The main wallets of the accounts, in their order. */
  const balances = <Accounts extends TreeAccount[]>(...accounts: Accounts) =>
    Promise.all(accounts.map((account) => mainOf(server.db, account))) as Promise<{ [Index in keyof Accounts]: bigint }>;

  describe('targets', () => {
    it('shows a member the upline, the main wallet and whether a payment password is set', async () => {
      const response = await transferTargetsOf(server.app, memberOfSub);
      expect(response.statusCode, response.body).toBe(200);
      expect(transferTargetsSchema.parse(response.json().value)).toEqual({
        role: 'member',
        upline: { username: sub.username },
        availableMinor: Number(await mainOf(server.db, memberOfSub)),
        currency: 'BDT',
        currencySymbol: '৳',
        scale: 2,
        hasPaymentPassword: true,
      });
    });

    it('shows an agent its balance and no list of its downline', async () => {
      const response = await transferTargetsOf(server.app, top);
      expect(response.json().value).toEqual({ role: 'agent', availableMinor: Number(await mainOf(server.db, top)), currency: 'BDT', currencySymbol: '৳', scale: 2, hasPaymentPassword: true });
    });

    it('shows a member without an upline or a payment password just that', async () => {
      const loner = await newAccount(server.app, { paymentPassword: false });
      expect((await transferTargetsOf(server.app, loner)).json().value).toMatchObject({ role: 'member', upline: null, availableMinor: 0, hasPaymentPassword: false });
    });

    it('is not for free play', async () => {
      const token = await trialToken(server.app);
      const response = await authed(server.app, 'shonali', token, { url: '/wps/member/transfers/targets' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('TRIAL_RESTRICTED');
    });
  });

  describe('to the upline', () => {
    it('moves money from the member’s main wallet to the upline’s, in one posting', async () => {
      const [memberBefore, uplineBefore] = await balances(memberOfSub, sub);
      const response = await toUpline(server.app, memberOfSub, { amountMinor: 12_345 });
      expect(response.statusCode, response.body).toBe(200);
      const transfer = treeTransferSchema.parse(response.json().value.transfer);
      expect(transfer).toMatchObject({ toUsername: sub.username, amountMinor: 12_345, balanceAfterMinor: Number(memberBefore) - 12_345 });
      expect(await balances(memberOfSub, sub)).toEqual([memberBefore - 12_345n, uplineBefore + 12_345n]);
      const { rows } = await server.db.query<{ kind: string; entries: string }>(
        'SELECT p.kind, (SELECT count(*) FROM ledger_entries e WHERE e.posting_id = p.id)::text AS entries FROM ledger_postings p WHERE p.id = $1::bigint',
        [transfer.transferId],
      );
      expect(rows).toEqual([{ kind: 'TRANSFER', entries: '2' }]);
    });

    it('answers the same request again with the first transfer, and refuses the id with another payload', async () => {
      const requestId = newRequestId('again');
      const first = await toUpline(server.app, memberOfTop, { amountMinor: 500, requestId });
      expect(first.statusCode, first.body).toBe(200);
      const [memberAfter, uplineAfter] = await balances(memberOfTop, top);
      const again = await toUpline(server.app, memberOfTop, { amountMinor: 500, requestId });
      expect(again.json()).toEqual(first.json());
      const other = await toUpline(server.app, memberOfTop, { amountMinor: 501, requestId });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
      expect(await balances(memberOfTop, top)).toEqual([memberAfter, uplineAfter]);
    });

    it('moves the money once when the same request arrives twice at the same moment', async () => {
      const [memberBefore, uplineBefore] = await balances(memberOfTop, top);
      const requestId = newRequestId('race');
      const answers = await Promise.all([1, 2, 3].map(() => toUpline(server.app, memberOfTop, { amountMinor: 700, requestId })));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(new Set(answers.map((answer) => answer.json().value.transfer.transferId)).size).toBe(1);
      expect(await balances(memberOfTop, top)).toEqual([memberBefore - 700n, uplineBefore + 700n]);
    });

    it('refuses more than the main wallet holds, and moves nothing', async () => {
      const [memberBefore, uplineBefore] = await balances(memberOfSub, sub);
      const response = await toUpline(server.app, memberOfSub, { amountMinor: Number(memberBefore) + 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INSUFFICIENT_FUNDS');
      expect(await balances(memberOfSub, sub)).toEqual([memberBefore, uplineBefore]);
    });

    it('refuses a member without an upline in words, an agent, and free play', async () => {
      const loner = await newAccount(server.app);
      await fund(server.db, memberWallet(loner.id), 1_000n);
      const orphan = await toUpline(server.app, loner, { amountMinor: 100 });
      expect(orphan.statusCode).toBe(409);
      expect(orphan.json()).toMatchObject({ code: 'NO_UPLINE', message: expect.stringMatching(/no upline/) });
      const agent = await toUpline(server.app, sub, { amountMinor: 100 });
      expect(agent.statusCode).toBe(403);
      expect(agent.json().code).toBe('FORBIDDEN');
      const trial = await toUpline(server.app, { id: '0', username: 'trial', type: 4, token: await trialToken(server.app) }, { amountMinor: 100 });
      expect(trial.json().code).toBe('TRIAL_RESTRICTED');
      expect(await mainOf(server.db, loner)).toBe(1_000n);
    });
  });

  describe('to the downline', () => {
    it('moves money to a direct and to an indirect downline, the name read whatever its case', async () => {
      const [agentBefore, direct, indirect] = await balances(top, memberOfTop, memberOfSub);
      const toDirect = await toDownline(server.app, top, { username: memberOfTop.username, amountMinor: 1_000 });
      expect(toDirect.statusCode, toDirect.body).toBe(200);
      expect(toDirect.json().value.transfer).toMatchObject({ toUsername: memberOfTop.username, amountMinor: 1_000, balanceAfterMinor: Number(agentBefore) - 1_000 });
      const toIndirect = await toDownline(server.app, top, { username: ` ${memberOfSub.username.toUpperCase()} `, amountMinor: 2_000 });
      expect(toIndirect.statusCode, toIndirect.body).toBe(200);
      expect(toIndirect.json().value.transfer.toUsername).toBe(memberOfSub.username);
      expect(await balances(top, memberOfTop, memberOfSub)).toEqual([agentBefore - 3_000n, direct + 1_000n, indirect + 2_000n]);
    });

    it('gives one refusal for itself, its upline, another tree, another brand and no account at all', async () => {
      const northstarTwin = await createMember(server.app, 'northstar', { username: memberOfOther.username.replace('mem', 'nst'), password: GOOD_PASSWORD, type: PLAYER_TYPE });
      const names = [sub.username, top.username, memberOfTop.username, otherAgent.username, memberOfOther.username, northstarTwin.username, nextUsername('nobody')];
      const before = await balances(top, sub, memberOfTop, memberOfSub, otherAgent, memberOfOther);
      // sub is the caller: its upline, its upline's other member and the other tree are all outside its downline
      for (const username of names) {
        const response = await toDownline(server.app, sub, { username, amountMinor: 100 });
        expect(response.statusCode, username).toBe(404);
        const body = response.json();
        expect({ ...body, message: body.message.replace(username, '<name>') }).toEqual({
          success: false,
          code: 'NOT_IN_DOWNLINE',
          message: 'There is no account named <name> in your downline',
          fields: [{ field: 'username', message: 'is not in your downline' }],
        });
      }
      expect(await balances(top, sub, memberOfTop, memberOfSub, otherAgent, memberOfOther)).toEqual(before);
    });

    it('refuses a member who is not an agent, more than the wallet holds, and a free-play account in the tree', async () => {
      const member = await toDownline(server.app, memberOfTop, { username: top.username, amountMinor: 100 });
      expect(member.statusCode).toBe(403);
      expect(member.json().code).toBe('NON_AGENT');
      const short = await toDownline(server.app, otherAgent, { username: memberOfOther.username, amountMinor: Number(await mainOf(server.db, otherAgent)) + 1 });
      expect(short.json().code).toBe('INSUFFICIENT_FUNDS');
      const trialUnder = await createMember(server.app, 'shonali', { username: nextUsername('trial'), type: 4, uplineId: otherAgent.id });
      expect((await toDownline(server.app, otherAgent, { username: trialUnder.username, amountMinor: 100 })).json().code).toBe('NOT_IN_DOWNLINE');
    });

    it(`reaches ${DOWNLINE_MAX_DEPTH} levels down and no further`, async () => {
      const head = await newAccount(server.app, { type: AGENT_TYPE });
      await fund(server.db, memberWallet(head.id), 1_000n);
      let above = head;
      const chain: { id: string; username: string }[] = [];
      for (let level = 1; level <= DOWNLINE_MAX_DEPTH + 1; level += 1) {
        const created = await createMember(server.app, 'shonali', { username: nextUsername('lvl'), password: GOOD_PASSWORD, type: AGENT_TYPE, uplineId: above.id });
        chain.push(created);
        above = { ...created, token: '' };
      }
      const deepest = chain[DOWNLINE_MAX_DEPTH - 1];
      const beyond = chain[DOWNLINE_MAX_DEPTH];
      if (!deepest || !beyond) throw new Error('the chain was not built');
      expect((await toDownline(server.app, head, { username: deepest.username, amountMinor: 10 })).statusCode).toBe(200);
      expect((await toDownline(server.app, head, { username: beyond.username, amountMinor: 10 })).json().code).toBe('NOT_IN_DOWNLINE');
      expect(await balanceOfId(beyond.id)).toBe(0n);
    });
  });

  const balanceOfId = (id: string) => mainOf(server.db, { id, username: '', type: 0, token: '' });

  describe('payment password', () => {
    it('is required, and must be right, before anything moves', async () => {
      const member = await newAccount(server.app, { upline: top, paymentPassword: false });
      await fund(server.db, memberWallet(member.id), 1_000n);
      const agent = await newAccount(server.app, { type: AGENT_TYPE, paymentPassword: false });
      await fund(server.db, memberWallet(agent.id), 1_000n);
      const downline = await newAccount(server.app, { upline: agent, paymentPassword: false });
      const [uplineBefore] = await balances(top);

      for (const refused of [await toUpline(server.app, member, { amountMinor: 100 }), await toDownline(server.app, agent, { username: downline.username, amountMinor: 100 })]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
      }
      expect((await setPaymentPassword(server.app, member)).statusCode).toBe(200);
      expect((await setPaymentPassword(server.app, agent)).statusCode).toBe(200);
      for (const refused of [
        await toUpline(server.app, member, { amountMinor: 100, paymentPassword: `${PAYMENT_PASSWORD}x` }),
        await toUpline(server.app, member, { amountMinor: 100, paymentPassword: GOOD_PASSWORD }),
        await toDownline(server.app, agent, { username: downline.username, amountMinor: 100, paymentPassword: 'wrong-one' }),
        // the password is checked before the tree: a wrong one says nothing about the name
        await toDownline(server.app, agent, { username: top.username, amountMinor: 100, paymentPassword: 'wrong-one' }),
      ]) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'WRONG_PASSWORD', fields: [{ field: 'paymentPassword', message: 'is not right' }] });
      }
      expect(await balances(member, top, agent, downline)).toEqual([1_000n, uplineBefore, 1_000n, 0n]);
    });

    it('answers a retry sent after the payment password changed with the transfer it made, both ways, and nothing new', async () => {
      const agent = await newAccount(server.app, { type: AGENT_TYPE });
      const member = await newAccount(server.app, { upline: agent });
      await fund(server.db, memberWallet(agent.id), 1_000n);
      await fund(server.db, memberWallet(member.id), 1_000n);
      const down = newRequestId('down-retried');
      const up = newRequestId('up-retried');
      const firstDown = await toDownline(server.app, agent, { username: member.username, amountMinor: 300, requestId: down });
      const firstUp = await toUpline(server.app, member, { amountMinor: 200, requestId: up });
      expect([firstDown.statusCode, firstUp.statusCode], firstDown.body + firstUp.body).toEqual([200, 200]);
      // the first answers are lost on the way; meanwhile both change their payment password
      const changed = { oldPaymentPassword: PAYMENT_PASSWORD, paymentPassword: 'pay-13579', confirmPaymentPassword: 'pay-13579' };
      for (const account of [agent, member]) expect((await setPaymentPassword(server.app, account, 'shonali', changed)).statusCode).toBe(200);

      const retriedDown = await toDownline(server.app, agent, { username: member.username.toUpperCase(), amountMinor: 300, requestId: down });
      const retriedUp = await toUpline(server.app, member, { amountMinor: 200, requestId: up });
      expect(retriedDown.json()).toEqual(firstDown.json());
      expect(retriedUp.json()).toEqual(firstUp.json());
      // the ids stay bound to what they made: another receiver or amount is refused, password or not
      for (const refused of [
        await toDownline(server.app, agent, { username: memberOfTop.username, amountMinor: 300, requestId: down }),
        await toDownline(server.app, agent, { username: member.username, amountMinor: 301, requestId: down }),
        await toUpline(server.app, member, { amountMinor: 201, requestId: up }),
      ]) {
        expect(refused.json().code).toBe('IDEMPOTENCY_CONFLICT');
      }
      // a new transfer needs the new password
      expect((await toDownline(server.app, agent, { username: member.username, amountMinor: 300 })).json().code).toBe('WRONG_PASSWORD');
      expect((await toUpline(server.app, member, { amountMinor: 200 })).json().code).toBe('WRONG_PASSWORD');
      expect(await balances(agent, member)).toEqual([1_000n - 300n + 200n, 1_000n + 300n - 200n]);
    });

    it('is counted per address in the strict payment-password bucket', async () => {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await toUpline(server.app, memberOfTop, { amountMinor: 1, paymentPassword: 'wrong-one' }, { ip })).statusCode);
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it('travels sealed: a body in clear is refused unread', async () => {
      const response = await authed(server.app, 'shonali', memberOfTop.token, {
        method: 'POST',
        url: '/wps/member/transfers/upline',
        payload: { amountMinor: 100, paymentPassword: PAYMENT_PASSWORD, requestId: newRequestId() },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('DECRYPTION_FAILED');
    });
  });

  describe('amounts', () => {
    const badAmounts: [string, unknown][] = [
      ['negative', -100],
      ['zero', 0],
      ['a fraction', 10.5],
      ['text', '100'],
      ['beyond a safe integer', Number.MAX_SAFE_INTEGER + 2],
      ['missing', undefined],
    ];
    for (const [what, amountMinor] of badAmounts) {
      it(`refuses an amount that is ${what}, both ways, and moves nothing`, async () => {
        const before = await balances(memberOfSub, sub, top);
        const up = await toUpline(server.app, memberOfSub, { amountMinor });
        const down = await toDownline(server.app, top, { username: sub.username, amountMinor });
        for (const response of [up, down]) {
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: expect.arrayContaining([expect.objectContaining({ field: 'amountMinor' })]) });
        }
        expect(await balances(memberOfSub, sub, top)).toEqual(before);
      });
    }
  });

  describe('the operator API', () => {
    it('puts a new member under an agent of the brand only', async () => {
      const refused = [sub.id, memberOfTop.id, '999999999'];
      for (const uplineId of refused) {
        const response = await sendOps(server.app, { method: 'POST', url: '/ops/brands/shonali/members', payload: { username: nextUsername('x'), password: GOOD_PASSWORD, type: 0, uplineId } });
        expect(response.statusCode === 200, uplineId).toBe(uplineId === sub.id);
        if (uplineId !== sub.id) expect(response.json().fields).toEqual([{ field: 'uplineId', message: 'is not an agent of shonali' }]);
      }
      const otherBrand = await sendOps(server.app, { method: 'POST', url: '/ops/brands/northstar/members', payload: { username: nextUsername('x'), password: GOOD_PASSWORD, type: 0, uplineId: top.id } });
      expect(otherBrand.json().code).toBe('VALIDATION_FAILED');
    });
  });
});
