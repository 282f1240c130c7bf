import { listenOn, runStandIn } from '@croupier/demo-kit';
import { buildSmsGatewayApp } from './app';
import { readSmsGatewayConfig } from './config';

runStandIn('demo SMS gateway', async () => {
  const config = readSmsGatewayConfig(process.env);
  const { app } = buildSmsGatewayApp({ apiKey: config.apiKey, logLevel: config.logLevel });
  const listening = await listenOn(app, { port: config.port, host: config.host, portVariable: 'SMS_GATEWAY_PORT' });
  return { listening, log: (fields, message) => app.log.info(fields, message), close: () => app.close() };
});
