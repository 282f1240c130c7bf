import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { REPO_ROOT, messagingVariablesFrom } from '../../config';
import { GOOD_PASSWORD, createMember, hostOf, nextIp, nextUsername, sendSealed } from '../../../testing/accounts';
import { freePort } from '../../../testing/platform-process';
import { REPO_BRANDS, TEST_OPS_TOKEN, send, sendOps, testConfig } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { capturedLog, type ListeningProcess, startListeningProcess } from '../sms';
import { mailDelivery } from './delivery';
import { mailSettingsFor } from './settings';

const MAILBOX_DIR = path.join(REPO_ROOT, 'services', 'demo-mailbox');
const OPS_CLI = path.join(REPO_ROOT, 'tooling', 'scripts', 'ops.mjs');
const USER = 'croupier-test';
const PASSWORD = randomBytes(24).toString('hex');
const FORM = 'application/x-www-form-urlencoded';
const FAST_RETRY = { firstDelayMs: 100, maxDelayMs: 200, giveUpAfterMs: 60_000 };

interface InboxMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** As `pnpm start` has it: the platform logs in to the demo mailbox over plain SMTP on the loopback, with a user and password made for the run. */
describe('mail through the demo mailbox in another process', () => {
  let mailbox: ListeningProcess;
  let smtpPort: number;
  let database: TestDatabase;
  /** logs in with the mailbox's password */
  let app: FastifyInstance;
  /** the same platform with a password the mailbox does not take */
  let wrongPasswordApp: FastifyInstance;
  const log = capturedLog();
  const wrongPasswordLog = capturedLog();

  const appWith = (password: string, captured: ReturnType<typeof capturedLog>) => {
    const settings = mailSettingsFor(REPO_BRANDS, messagingVariablesFrom({ SMTP_URL: `smtp://${USER}:${password}@127.0.0.1:${smtpPort}` }));
    return buildApp({ db: database.db, brands: REPO_BRANDS, config: testConfig(), mail: (tools) => mailDelivery(settings, { production: false, retry: FAST_RETRY })({ ...tools, log: captured.log }) });
  };

  beforeAll(async () => {
    smtpPort = await freePort();
    mailbox = await startListeningProcess('src/main.ts', {
      cwd: MAILBOX_DIR,
      env: { MAILBOX_PORT: '0', MAILBOX_SMTP_PORT: String(smtpPort), MAILBOX_SMTP_USER: USER, MAILBOX_SMTP_PASSWORD: PASSWORD, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    });
    database = await createTestDatabase({ prepared: true });
    app = await appWith(PASSWORD, log);
    wrongPasswordApp = await appWith(`${PASSWORD}-not-this-one`, wrongPasswordLog);
  });
  afterAll(async () => {
    await app?.close();
    await wrongPasswordApp?.close();
    await database?.dispose();
    await mailbox?.stop();
  });

  const mailboxUrl = () => `http://127.0.0.1:${mailbox.port}`;
  const inboxOf = async (address: string): Promise<InboxMail[]> => ((await (await fetch(`${mailboxUrl()}/inbox?to=${encodeURIComponent(address)}`)).json()) as { messages: InboxMail[] }).messages;
  const forgot = (target: FastifyInstance, brand: string, username: string, email: string) =>
    send(target, { method: 'POST', url: '/wps/member/password/email', host: hostOf(brand), ip: nextIp(), payload: new URLSearchParams({ username, email }).toString(), headers: { 'content-type': FORM } });
  const memberWithEmail = async (target: FastifyInstance, brand: string) => {
    const username = nextUsername('mbox');
    const email = `${username}@example.com`;
    const member = await createMember(target, brand, { username, password: GOOD_PASSWORD, type: 0, email });
    return { id: member.id, username, email };
  };

  it('hands a reset mail to the mailbox, whose link read from its inbox sets a new password', async () => {
    const member = await memberWithEmail(app, 'shonali');
    expect((await forgot(app, 'shonali', member.username, member.email)).json()).toEqual({ success: true, value: { sent: true } });

    await expect.poll(async () => (await inboxOf(member.email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await inboxOf(member.email);
    expect(mail).toMatchObject({ from: '"Shonali" <no-reply@shonali.example>', to: [member.email] });
    expect(mail?.subject).toMatch(/^Shonali: /);
    const resetToken = /\/resetPassword\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(resetToken, mail?.text).toBeDefined();
    const reset = await sendSealed(app, { method: 'POST', url: '/wps/member/password/reset', brand: 'shonali', ip: nextIp(), data: { resetToken, newPassword: 'Fresh#2027', confirmNewPassword: 'Fresh#2027' } });
    expect(reset.statusCode, reset.body).toBe(200);

    // Taken by the server, so not in the outbox; the operator read names the address it went to.
    const read = await sendOps(app, { url: `/ops/brands/shonali/mail-outbox?username=${member.username}` });
    expect(read.json().value).toEqual({ address: member.email, messages: [] });
    await expect.poll(() => log.lines.find((line) => line.data.memberId === member.id)).toMatchObject({ level: 'info', message: 'mail taken by the SMTP server', data: { messageId: mail?.messageId, smtp: `127.0.0.1:${smtpPort}` } });
    expect(JSON.stringify(log.lines)).not.toContain(PASSWORD);
  });

  it('is read by `pnpm ops mail` from the mailbox, by the member’s address, beside the outbox', async () => {
    const member = await memberWithEmail(app, 'northstar');
    await forgot(app, 'northstar', member.username, member.email);
    await expect.poll(async () => (await inboxOf(member.email)).length, { timeout: 10_000 }).toBe(1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cli = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, [OPS_CLI, ...args, '--server', server], { env: { ...process.env, OPS_TOKEN: TEST_OPS_TOKEN } }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
      });

    const read = await cli(['mail', 'northstar', member.username, '--mailbox', mailboxUrl()]);
    expect(read, read.stderr).toMatchObject({ code: 0 });
    expect(read.stdout).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  to ${member.email}: Northstar: reset your password  \\(demo mailbox, from "Northstar" <no-reply@northstar\\.example>\\)\\n`));
    expect(read.stdout).toMatch(/\n {2}http:\/\/northstar\.localhost\/resetPassword\?token=[A-Za-z0-9_-]{43}\n/);

    const noMailbox = await cli(['mail', 'northstar', member.username, '--mailbox', 'http://127.0.0.1:9']);
    expect(noMailbox.stdout).toBe(`northstar: no mail to ${member.username} (outbox empty, and no demo mailbox answered at http://127.0.0.1:9)\n`);
    const noAddress = await cli(['mail', 'northstar', 'nobody_here', '--mailbox', mailboxUrl()]);
    expect(noAddress.stdout).toBe('northstar: no mail to nobody_here (outbox empty, and nobody_here has no mail address)\n');
    const misplaced = await cli(['sms', 'northstar', '01712345678', '--mailbox', mailboxUrl()]);
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toContain('--mailbox goes only with mail');
  });

  it('is refused with 535 for a wrong password: the mail is logged as refused for good, once, and is nowhere', async () => {
    const member = await memberWithEmail(wrongPasswordApp, 'shonali');
    expect((await forgot(wrongPasswordApp, 'shonali', member.username, member.email)).json()).toEqual({ success: true, value: { sent: true } });
    const about = () => wrongPasswordLog.lines.filter((line) => line.data.memberId === member.id);
    await expect.poll(() => about().length, { timeout: 10_000 }).toBe(1);
    expect(about()[0]).toMatchObject({ level: 'error', message: 'mail not sent: the SMTP server refused it for good', data: { failure: { code: 'EAUTH', responseCode: 535, permanent: true } } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(about()).toHaveLength(1);
    expect(await inboxOf(member.email)).toEqual([]);
    expect((await sendOps(wrongPasswordApp, { url: `/ops/brands/shonali/mail-outbox?username=${member.username}` })).json().value).toEqual({ address: member.email, messages: [] });
  });
});
