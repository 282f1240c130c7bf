// Where `pnpm start` runs the demo mailbox, as one rule for the launcher (tooling/scripts/start.mjs), the
// mailbox itself and `pnpm ops mail` (tooling/scripts/ops.mjs, which node runs without tsx). Its page and
// inbox take the port after the demo SMS gateway's, so the stand-ins sit side by side (8081 to 8084), and
// it takes mail over SMTP on the port after that (8085): a benchmark or a second server that moves the
// chain moves both, and never lands on a fixed port another run of `pnpm start` holds.

/** The demo SMS gateway listens on 8083 by default (after the payment gateway's 8082); the mailbox takes the next port. */
export const DEFAULT_MAILBOX_PORT = 8084;
/** The SMS gateway's own default, for the chain below when only its neighbours are set. */
const DEFAULT_SMS_GATEWAY_PORT = 8083;

function portNumber(text, name) {
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a number from 0 to 65535, got "${text}"`);
  return port;
}

/** The port after `port`; 0 (any free port) stays 0. */
function after(port, name) {
  if (port === 0) return 0;
  if (port === 65535) throw new Error(`${name} is 65535, so there is no port after it. Fix: set it lower, or set the mailbox's own port`);
  return port + 1;
}

/**
 * The mailbox's HTTP port (its page and GET /inbox): MAILBOX_PORT when set; else the port after the SMS
 * gateway's, found as the gateway finds it (SMS_GATEWAY_PORT, else the port after GATEWAY_PORT's); else 8084.
 */
export function mailboxPortFrom(env) {
  const own = env.MAILBOX_PORT?.trim();
  if (own) return portNumber(own, 'MAILBOX_PORT');
  const sms = env.SMS_GATEWAY_PORT?.trim();
  if (sms) return after(portNumber(sms, 'SMS_GATEWAY_PORT'), 'SMS_GATEWAY_PORT');
  const payment = env.GATEWAY_PORT?.trim();
  if (payment) return after(after(portNumber(payment, 'GATEWAY_PORT'), 'GATEWAY_PORT'), 'GATEWAY_PORT');
  return after(DEFAULT_SMS_GATEWAY_PORT, 'SMS_GATEWAY_PORT');
}

/** The mailbox's SMTP port: MAILBOX_SMTP_PORT when set; else the port after its HTTP port (8085 by default). */
export function mailboxSmtpPortFrom(env) {
  const own = env.MAILBOX_SMTP_PORT?.trim();
  if (own) return portNumber(own, 'MAILBOX_SMTP_PORT');
  return after(mailboxPortFrom(env), 'the mailbox port');
}
