import { startMailbox } from './app';
import { readMailboxConfig } from './config';

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 5_000;

async function start(): Promise<void> {
  const config = readMailboxConfig(process.env);
  /** What a stop closes: nothing until the mailbox listens. */
  let close = async (_signal: string) => {};
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    close(signal)
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Started by start.mjs or a test: if that parent dies without passing a signal on, its channel closes; stop too.
  if (process.send) process.on('disconnect', () => stop('disconnect'));

  const mailbox = await startMailbox({ user: config.user, password: config.password, logLevel: config.logLevel, host: config.host, port: config.port, smtpPort: config.smtpPort });
  close = async (signal) => {
    mailbox.app.log.info({ signal }, 'shutting down');
    await mailbox.close();
  };
  mailbox.app.log.info({ url: mailbox.url, smtpPort: mailbox.smtpPort }, 'demo mailbox ready');
  process.send?.({ type: 'listening', port: mailbox.port, url: mailbox.url, smtpPort: mailbox.smtpPort });
}

start().catch((error: unknown) => {
  console.error(`The demo mailbox did not start:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
