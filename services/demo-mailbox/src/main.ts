import { runStandIn } from '@croupier/demo-kit';
import { startMailbox } from './app';
import { readMailboxConfig } from './config';

runStandIn('demo mailbox', async () => {
  const config = readMailboxConfig(process.env);
  const mailbox = await startMailbox({ user: config.user, password: config.password, logLevel: config.logLevel, host: config.host, port: config.port, smtpPort: config.smtpPort });
  return {
    listening: { port: mailbox.port, url: mailbox.url, smtpPort: mailbox.smtpPort },
    readyFields: { smtpPort: mailbox.smtpPort },
    log: (fields, message) => mailbox.app.log.info(fields, message),
    close: () => mailbox.close(),
  };
});
