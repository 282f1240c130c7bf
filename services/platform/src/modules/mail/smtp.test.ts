import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { messagingVariablesFrom } from '../../config';
import { GOOD_PASSWORD, createMember, hostOf, nextIp, nextUsername, sendSealed } from '../../../testing/accounts';
import { freePort } from '../../../testing/platform-process';
import { REPO_BRANDS, send, sendOps, testConfig } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { capturedLog, type ListeningProcess, startListeningProcess } from '../sms';
import { mailDelivery } from './delivery';
import { mailSettingsFor } from './settings';
import type { ReceivedMail, SmtpTestMode } from '../../../testing/smtp-test-server';

const FORM = 'application/x-www-form-urlencoded';
const FAST_RETRY = { firstDelayMs: 100, maxDelayMs: 200, giveUpAfterMs: 60_000 };
const SENT = { success: true, value: { sent: true } };

describe('mail through a real SMTP server in another process', () => {
  const log = capturedLog();
  let smtp: ListeningProcess;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    const script = path.join(import.meta.dirname, '../../../testing/smtp-test-server.ts');
    smtp = await startListeningProcess(script, { cwd: path.dirname(script), env: {} });
    // Northstar mails through the SMTP server; Shonali's server is a port where nothing listens.
    const unreachable = await freePort();
    const settings = mailSettingsFor(
      REPO_BRANDS,
      messagingVariablesFrom({ SMTP_URL_NORTHSTAR: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM_NORTHSTAR: 'no-reply@northstar.example', SMTP_URL_SHONALI: `smtp://127.0.0.1:${unreachable}` }),
    );
    database = await createTestDatabase({ prepared: true });
    app = await buildApp({ db: database.db, brands: REPO_BRANDS, config: testConfig(), mail: (tools) => mailDelivery(settings, { production: false, retry: FAST_RETRY })({ ...tools, log: log.log }) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await smtp?.stop();
  });

  const received = () => smtp.messages.filter((message): message is ReceivedMail => (message as { type?: string }).type === 'mail');
  const mailTo = async (address: string) => {
    await expect.poll(() => received().some((mail) => mail.envelopeTo.includes(address)), { timeout: 10_000 }).toBe(true);
    return received().find((mail) => mail.envelopeTo.includes(address)) as ReceivedMail;
  };
  const setMode = async (mode: SmtpTestMode) => {
    const before = smtp.messages.length;
    smtp.child.send({ type: 'mode', mode });
    await expect.poll(() => smtp.messages.slice(before).some((message) => (message as { mode?: string }).mode === mode)).toBe(true);
  };
  const forgot = (brand: string, username: string, email: string) =>
    send(app, { method: 'POST', url: '/wps/member/password/email', host: hostOf(brand), ip: nextIp(), payload: new URLSearchParams({ username, email }).toString(), headers: { 'content-type': FORM } });
  const memberWithEmail = async (brand: string) => {
    const username = nextUsername('mailer');
    const email = `${username}@example.com`;
    const member = await createMember(app, brand, { username, password: GOOD_PASSWORD, type: 0, email });
    return { id: member.id, username, email };
  };
  const linesAbout = (memberId: string) => log.lines.filter((line) => line.data.memberId === memberId);

  it('sends a password-reset mail the server receives, whose link sets a new password', async () => {
    const member = await memberWithEmail('northstar');
    const answer = await forgot('northstar', member.username, member.email);
    expect(answer.json()).toEqual(SENT);

    const mail = await mailTo(member.email);
    expect(mail).toMatchObject({ to: member.email, from: '"Northstar" <no-reply@northstar.example>', subject: 'Northstar: reset your password' });
    const link = /http:\/\/northstar\.localhost\/resetPassword\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const resetToken = link?.[1] ?? '';
    const reset = await sendSealed(app, { method: 'POST', url: '/wps/member/password/reset', brand: 'northstar', ip: nextIp(), data: { resetToken, newPassword: 'Fresh#2027', confirmNewPassword: 'Fresh#2027' } });
    expect(reset.statusCode, reset.body).toBe(200);

    // Sent, so not kept in the outbox; logged by member, never with the link.
    expect((await sendOps(app, { url: `/ops/brands/northstar/mail-outbox?username=${member.username}` })).json().value.messages).toEqual([]);
    expect(linesAbout(member.id)).toEqual([expect.objectContaining({ level: 'info', message: 'mail taken by the SMTP server' })]);
    expect(JSON.stringify(log.lines)).not.toContain(resetToken);
  });

  it('answers the same while the server refuses for now, logs it, and delivers on a later try', async () => {
    const member = await memberWithEmail('northstar');
    await setMode('busy');
    try {
      const answer = await forgot('northstar', member.username, member.email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(SENT);
      await expect.poll(() => linesAbout(member.id).filter((line) => line.level === 'warn').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(linesAbout(member.id)[0]).toMatchObject({ level: 'warn', message: 'mail not sent yet: the SMTP server did not take it; trying again', data: { merchantCode: 'NORTHSTAR', failure: { responseCode: 451, permanent: false } } });
    } finally {
      await setMode('accept');
    }
    const mail = await mailTo(member.email);
    expect(mail.subject).toBe('Northstar: reset your password');
    await expect.poll(() => linesAbout(member.id).at(-1)?.message).toBe('mail taken by the SMTP server');
    expect(JSON.stringify(log.lines)).not.toMatch(/token=/);
  });

  it('drops a mail the server refuses for good, once, with its reply in the log', async () => {
    const member = await memberWithEmail('northstar');
    await setMode('reject');
    try {
      expect((await forgot('northstar', member.username, member.email)).json()).toEqual(SENT);
      await expect.poll(() => linesAbout(member.id).length, { timeout: 10_000 }).toBe(1);
      expect(linesAbout(member.id)[0]).toMatchObject({ level: 'error', message: 'mail not sent: the SMTP server refused it for good', data: { failure: { responseCode: 550, permanent: true } } });
      // Not tried again: longer than a few retry waits, still the one line.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(linesAbout(member.id)).toHaveLength(1);
    } finally {
      await setMode('accept');
    }
    expect(received().some((mail) => mail.envelopeTo.includes(member.email))).toBe(false);
    // The server's reply names the address; the log line does not.
    expect(JSON.stringify(linesAbout(member.id))).toContain('No mailbox <address> here');
    expect(JSON.stringify(log.lines)).not.toContain(member.email);
  });

  it('answers the same when the server cannot be reached, and keeps trying', async () => {
    const member = await memberWithEmail('shonali');
    const known = await forgot('shonali', member.username, member.email);
    const unknown = await forgot('shonali', 'nobody_at_all', 'someone@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await expect.poll(() => linesAbout(member.id).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(linesAbout(member.id)[1]).toMatchObject({ level: 'warn', data: { merchantCode: 'SHONALI', attempts: 2, failure: { code: expect.any(String) } } });
    expect(linesAbout(member.id)[0]?.data).not.toHaveProperty('failure.responseCode');
  });
});
