// An SMTP server for the mail tests, run as a process of its own (`node --import tsx smtp-test-server.ts`)
// so the platform reaches it over a real socket as it would a mail provider. It reports over the IPC
// channel: { type: 'listening', port } once it listens, then { type: 'mail', ... } for each mail taken,
// parsed by mailparser. The parent switches how it answers with { type: 'mode', mode }:
// 'accept', 'busy' (451 to every recipient: try again later) or 'reject' (550: refused for good).
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpTestMode = 'accept' | 'busy' | 'reject';

export interface ReceivedMail {
  type: 'mail';
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
}

let mode: SmtpTestMode = (process.env.SMTP_TEST_MODE as SmtpTestMode | undefined) ?? 'accept';

const refusal = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });
const addressText = (value: AddressObject | AddressObject[] | undefined) => (Array.isArray(value) ? value.map((each) => each.text).join(', ') : (value?.text ?? ''));

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate to trust, and nodemailer sends without STARTTLS when none is offered.
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (mode === 'busy') return callback(refusal(451, 'Mailbox busy, try again later'));
    if (mode === 'reject') return callback(refusal(550, `No mailbox ${address.address} here`));
    return callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const mail: ReceivedMail = {
          type: 'mail',
          envelopeTo: session.envelope.rcptTo.map((each) => each.address),
          from: addressText(parsed.from),
          to: addressText(parsed.to),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
        };
        process.send?.(mail);
        callback();
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  },
});

process.on('message', (message: { type?: string; mode?: SmtpTestMode }) => {
  if (message?.type !== 'mode' || !message.mode) return;
  mode = message.mode;
  process.send?.({ type: 'mode', mode });
});
// The test's end closes the channel; nothing should outlive it.
process.on('disconnect', () => server.close(() => process.exit(0)));

server.listen(Number(process.env.SMTP_TEST_PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ type: 'listening', port: (server.server.address() as AddressInfo).port });
});
