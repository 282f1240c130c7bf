// Where `pnpm start` runs the demo SMS gateway, as one rule for the launcher (tooling/scripts/start.mjs),
// the gateway itself and `pnpm ops sms` (tooling/scripts/ops.mjs, which node runs without tsx): the
// port after the demo payment gateway's, so the three stand-ins sit side by side.

/** The demo payment gateway listens on 8082 by default; this gateway takes the next port. */
export const DEFAULT_SMS_GATEWAY_PORT = 8083;

function portNumber(text, name) {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a number from 0 to 65535, got "${text}"`);
  return port;
}

/** SMS_GATEWAY_PORT when set; else the port after GATEWAY_PORT's when that is set; else 8083. */
export function smsGatewayPortFrom(env) {
  const own = env.SMS_GATEWAY_PORT?.trim();
  if (own) return portNumber(own, 'SMS_GATEWAY_PORT');
  const payment = env.GATEWAY_PORT?.trim();
  if (payment) return portNumber(payment, 'GATEWAY_PORT') + 1;
  return DEFAULT_SMS_GATEWAY_PORT;
}
