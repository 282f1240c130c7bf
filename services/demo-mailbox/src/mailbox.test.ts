import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAILBOX_PORT, mailboxPortFrom, mailboxSmtpPortFrom } from './address.mjs';
import { INBOX_CAPACITY, startMailbox, type ListeningMailbox } from './app';
import { readMailboxConfig } from './config';
import { Inbox } from './inbox';

const USER = 'croupier-demo';
const PASSWORD = randomBytes(24).toString('hex');
const RECEIVED_AT = Date.UTC(2026, 10, 28, 9, 30);

interface InboxMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** A sender as the platform makes one: nodemailer with an smtp:// URL carrying the user and password. */
const sender = (smtpPort: number, user = USER, password = PASSWORD) => createTransport({ url: `smtp://${user}:${password}@127.0.0.1:${smtpPort}` });

describe('the demo mailbox, over real sockets', () => {
  let mailbox: ListeningMailbox;
  const transports: ReturnType<typeof createTransport>[] = [];
  const transport = (...args: Parameters<typeof sender>) => {
    const made = sender(...args);
    transports.push(made);
    return made;
  };
  beforeAll(async () => {
    mailbox = await startMailbox({ user: USER, password: PASSWORD, logLevel: false, nowMs: () => RECEIVED_AT, host: '127.0.0.1', port: 0, smtpPort: 0 });
  });
  afterEach(() => {
    for (const each of transports.splice(0)) each.close();
  });
  afterAll(async () => {
    await mailbox?.close();
  });

  const inbox = async (to?: string): Promise<{ status: number; body: { messages: InboxMail[] } & { error?: string } }> => {
    const response = await fetch(`${mailbox.url}/inbox${to === undefined ? '' : `?to=${encodeURIComponent(to)}`}`);
    return { status: response.status, body: (await response.json()) as { messages: InboxMail[] } };
  };

  it('takes a mail from the sender with the user and password, and answers it at /inbox for its address', async () => {
    const info = await transport(mailbox.smtpPort).sendMail({
      from: { name: 'Shonali', address: 'no-reply@shonali.example' },
      to: 'Rahim.Player@example.com',
      subject: 'Shonali: reset your password',
      text: 'Open this link within 30 minutes to choose a new password:\nhttp://shonali.localhost:8080/resetPassword?token=abc\n',
    });
    expect(info.accepted).toEqual(['Rahim.Player@example.com']);
    expect(info.response).toContain(`250 OK: queued as ${info.messageId}`);

    const { status, body } = await inbox('rahim.player@example.com');
    expect(status).toBe(200);
    expect(body.messages).toEqual([
      {
        messageId: info.messageId,
        from: '"Shonali" <no-reply@shonali.example>',
        to: ['Rahim.Player@example.com'],
        subject: 'Shonali: reset your password',
        text: 'Open this link within 30 minutes to choose a new password:\nhttp://shonali.localhost:8080/resetPassword?token=abc\n',
        receivedAt: '2026-11-28T09:30:00.000Z',
      },
    ]);
  });

  it('answers only the mail to the address asked for, newest first, and refuses what is not an address', async () => {
    const sending = transport(mailbox.smtpPort);
    await sending.sendMail({ from: 'no-reply@northstar.example', to: 'first@filter.example', subject: 'one', text: 'one' });
    await sending.sendMail({ from: 'no-reply@northstar.example', to: 'second@filter.example', subject: 'two', text: 'two' });
    await sending.sendMail({ from: 'no-reply@northstar.example', to: 'first@filter.example', bcc: 'hidden@filter.example', subject: 'three', text: 'three' });

    expect((await inbox('first@filter.example')).body.messages.map((mail) => mail.subject)).toEqual(['three', 'one']);
    expect((await inbox('second@filter.example')).body.messages.map((mail) => mail.subject)).toEqual(['two']);
    // The envelope's recipients: a Bcc reaches its mailbox, as it would a real one.
    expect((await inbox('hidden@filter.example')).body.messages.map((mail) => mail.subject)).toEqual(['three']);
    expect((await inbox('nobody@filter.example')).body.messages).toEqual([]);
    expect((await inbox()).body.messages.slice(0, 3).map((mail) => mail.subject)).toEqual(['three', 'two', 'one']);
    const refused = await inbox('not an address');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/must be a mail address/);
  });

  it('refuses a wrong user or password with 535, and a sender that does not log in with 530, keeping nothing', async () => {
    for (const [user, password] of [[USER, `${PASSWORD}x`], ['someone-else', PASSWORD], [USER, 'x']]) {
      const refused = transport(mailbox.smtpPort, user, password).sendMail({ from: 'no-reply@shonali.example', to: 'refused@auth.example', subject: 'no', text: 'no' });
      await expect(refused).rejects.toMatchObject({ code: 'EAUTH', responseCode: 535 });
    }
    const anonymous = createTransport({ host: '127.0.0.1', port: mailbox.smtpPort, secure: false });
    transports.push(anonymous);
    await expect(anonymous.sendMail({ from: 'no-reply@shonali.example', to: 'refused@auth.example', subject: 'no', text: 'no' })).rejects.toMatchObject({ responseCode: 530 });
    expect((await inbox('refused@auth.example')).body.messages).toEqual([]);
  });

  it('offers no STARTTLS, so a sender on this machine logs in over plain SMTP', async () => {
    const verifying = transport(mailbox.smtpPort);
    await expect(verifying.verify()).resolves.toBe(true);
    // A sender that insists on TLS is told there is none, rather than sending the password on.
    const insisting = createTransport({ url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${mailbox.smtpPort}`, requireTLS: true });
    transports.push(insisting);
    await expect(insisting.verify()).rejects.toMatchObject({ code: 'ETLS' });
  });

  it('refuses a mail over 1 MB with 552 and keeps nothing of it', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const refused = transport(mailbox.smtpPort).sendMail({ from: 'no-reply@shonali.example', to: 'big@size.example', subject: 'too big', text: big });
    await expect(refused).rejects.toMatchObject({ responseCode: 552 });
    expect((await inbox('big@size.example')).body.messages).toEqual([]);
    // The connection's next mail is taken as before.
    await transport(mailbox.smtpPort).sendMail({ from: 'no-reply@shonali.example', to: 'big@size.example', subject: 'small', text: 'small' });
    expect((await inbox('big@size.example')).body.messages.map((mail) => mail.subject)).toEqual(['small']);
  });

  it('shows the newest mail on its page with everything escaped, web links as links, and no script allowed', async () => {
    await transport(mailbox.smtpPort).sendMail({
      from: { name: 'Evil <script>alert(1)</script>', address: 'evil@page.example' },
      to: 'page@page.example',
      subject: '<img src=x onerror=alert(1)> "quoted" & \'single\'',
      text: 'Click <b>here</b>: https://shonali.example/resetPassword?token=a&b="c" then <script>alert(2)</script>',
    });
    await transport(mailbox.smtpPort).sendMail({ from: 'no-reply@northstar.example', to: 'other@page.example', subject: 'the other one', text: 'plain' });
    const response = await fetch(`${mailbox.url}/?to=page%40page.example`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62; &#34;quoted&#34; &#38; &#39;single&#39;');
    expect(page).toContain('Click &#60;b&#62;here&#60;/b&#62;: <a href="https://shonali.example/resetPassword?token=a&#38;b=" rel="noreferrer noopener">https://shonali.example/resetPassword?token=a&#38;b=</a>&#34;c&#34; then &#60;script&#62;');
    expect(page).toContain('<meta http-equiv="refresh" content="5">');
    expect(page).not.toContain('the other one');
    const all = await (await fetch(`${mailbox.url}/`)).text();
    expect(all.indexOf('the other one')).toBeLessThan(all.indexOf('&#34;quoted&#34;'));
    expect((await fetch(`${mailbox.url}/health`)).status).toBe(200);
  });
});

describe('the demo mailbox process', () => {
  it('starts from its environment, says where it listens over IPC, takes mail, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, MAILBOX_PORT: '0', MAILBOX_SMTP_PORT: '0', MAILBOX_SMTP_USER: USER, MAILBOX_SMTP_PASSWORD: PASSWORD, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const listening = await new Promise<{ type: string; port: number; url: string; smtpPort: number }>((resolve, reject) => {
        child.on('message', (message: { type?: string }) => {
          if (message?.type === 'listening') resolve(message as { type: string; port: number; url: string; smtpPort: number });
        });
        child.once('exit', () => reject(new Error(`the mailbox exited before listening:\n${output}`)));
      });
      expect(listening).toMatchObject({ type: 'listening', url: `http://127.0.0.1:${listening.port}` });
      expect(listening.smtpPort).toBeGreaterThan(0);
      const sending = sender(listening.smtpPort);
      await sending.sendMail({ from: 'no-reply@shonali.example', to: 'process@example.com', subject: 'from a sender', text: 'hello' });
      sending.close();
      const answer = (await (await fetch(`${listening.url}/inbox?to=process@example.com`)).json()) as { messages: InboxMail[] };
      expect(answer.messages.map((mail) => mail.subject)).toEqual(['from a sender']);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  });

  it('does not start without a user and a long password, and says how to fix it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, MAILBOX_PORT: '0', MAILBOX_SMTP_PORT: '0', MAILBOX_SMTP_USER: USER, MAILBOX_SMTP_PASSWORD: 'short' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(1);
    expect(output).toContain('The demo mailbox did not start:\nMAILBOX_SMTP_PASSWORD is missing or shorter than 32 characters');
  });
});

describe('the demo mailbox’s rules', () => {
  it('takes SMTP on the loopback only, wherever HOST puts its page', async () => {
    const open = await startMailbox({ user: USER, password: PASSWORD, logLevel: false, host: '0.0.0.0', port: 0, smtpPort: 0 });
    try {
      expect((open.smtp.server.address() as AddressInfo).address).toBe('127.0.0.1');
      expect((open.app.server.address() as AddressInfo).address).toBe('0.0.0.0');
      expect(open.url).toBe(`http://127.0.0.1:${open.port}`);
    } finally {
      await open.close();
    }
  });


  it('keeps the newest mails once full', () => {
    const inbox = new Inbox(INBOX_CAPACITY);
    for (let index = 0; index <= INBOX_CAPACITY; index += 1) {
      inbox.add({ messageId: `<${index}@test>`, from: 'no-reply@shonali.example', to: ['full@example.com'], subject: `mail ${index}`, text: '', receivedAt: new Date(RECEIVED_AT).toISOString() });
    }
    const all = inbox.newest(INBOX_CAPACITY + 10);
    expect(all).toHaveLength(INBOX_CAPACITY);
    expect(all[0]?.subject).toBe(`mail ${INBOX_CAPACITY}`);
    expect(all.at(-1)?.subject).toBe('mail 1');
  });

  it('listens on the port after the SMS gateway’s, and takes SMTP on the port after its own, unless told', () => {
    expect(DEFAULT_MAILBOX_PORT).toBe(8084);
    expect([mailboxPortFrom({}), mailboxSmtpPortFrom({})]).toEqual([8084, 8085]);
    expect([mailboxPortFrom({ GATEWAY_PORT: '8192' }), mailboxSmtpPortFrom({ GATEWAY_PORT: '8192' })]).toEqual([8194, 8195]);
    expect([mailboxPortFrom({ GATEWAY_PORT: '8192', SMS_GATEWAY_PORT: '8197' }), mailboxSmtpPortFrom({ SMS_GATEWAY_PORT: '8197' })]).toEqual([8198, 8199]);
    expect([mailboxPortFrom({ SMS_GATEWAY_PORT: '8197', MAILBOX_PORT: '9000' }), mailboxSmtpPortFrom({ MAILBOX_PORT: '9000' })]).toEqual([9000, 9001]);
    expect(mailboxSmtpPortFrom({ MAILBOX_PORT: '9000', MAILBOX_SMTP_PORT: '2525' })).toBe(2525);
    // 0 is any free port, for each.
    expect([mailboxPortFrom({ MAILBOX_PORT: '0' }), mailboxSmtpPortFrom({ MAILBOX_PORT: '0' })]).toEqual([0, 0]);
    expect(() => mailboxPortFrom({ MAILBOX_PORT: 'x' })).toThrow(/MAILBOX_PORT must be a number/);
    expect(() => mailboxSmtpPortFrom({ MAILBOX_SMTP_PORT: '70000' })).toThrow(/MAILBOX_SMTP_PORT must be a number/);
    expect(() => mailboxSmtpPortFrom({ MAILBOX_PORT: '65535' })).toThrow(/no port after it/);
  });

  it('needs a user fit for an smtp:// URL and a long password', () => {
    expect(() => readMailboxConfig({ MAILBOX_SMTP_PASSWORD: PASSWORD })).toThrow(/MAILBOX_SMTP_USER/);
    expect(() => readMailboxConfig({ MAILBOX_SMTP_USER: 'a:b', MAILBOX_SMTP_PASSWORD: PASSWORD })).toThrow(/MAILBOX_SMTP_USER/);
    expect(() => readMailboxConfig({ MAILBOX_SMTP_USER: USER, MAILBOX_SMTP_PASSWORD: 'short' })).toThrow(/MAILBOX_SMTP_PASSWORD/);
    expect(readMailboxConfig({ MAILBOX_SMTP_USER: USER, MAILBOX_SMTP_PASSWORD: PASSWORD })).toMatchObject({ port: 8084, smtpPort: 8085, host: '127.0.0.1', user: USER, password: PASSWORD });
  });
});
