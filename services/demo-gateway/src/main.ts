import { listenOn, runStandIn } from '@croupier/demo-kit';
import { buildGatewayApp } from './app';
import { readGatewayConfig } from './config';

runStandIn('demo gateway', async () => {
  const config = readGatewayConfig(process.env);
  const { app } = buildGatewayApp({ gatewayCode: config.gatewayCode, secret: config.secret, platformUrl: config.platformUrl, logLevel: config.logLevel });
  const listening = await listenOn(app, { port: config.port, host: config.host, portVariable: 'GATEWAY_PORT' });
  return {
    listening,
    readyFields: { platform: config.platformUrl, gateway: config.gatewayCode },
    log: (fields, message) => app.log.info(fields, message),
    close: () => app.close(),
  };
});
