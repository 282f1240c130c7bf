import path from 'node:path';
import { listenOn, runStandIn } from '@croupier/demo-kit';
import { buildProviderApp } from './app';
import { readProviderConfig } from './config';

runStandIn('demo provider', async () => {
  const config = readProviderConfig(process.env);
  const { app, worker } = await buildProviderApp({
    providerCode: config.providerCode,
    secret: config.secret,
    platformUrl: config.platformUrl,
    queueFile: path.join(config.dataDir, 'pending-settlements.json'),
    logLevel: config.logLevel,
  });
  const listening = await listenOn(app, { port: config.port, host: config.host, portVariable: 'PROVIDER_PORT' });
  // Wins and rollbacks a previous run could not deliver go out again now.
  worker.resume();
  return {
    listening: { ...listening, launchUrl: `${listening.url}/launch` },
    readyFields: { platform: config.platformUrl, provider: config.providerCode },
    log: (fields, message) => app.log.info(fields, message),
    close: () => app.close(),
    stopMessage: 'shutting down; unfinished settlements stay queued for the next start',
  };
});
