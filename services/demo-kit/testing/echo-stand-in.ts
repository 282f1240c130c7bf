// A stand-in as small as one can be, run by stand-in-process.test.ts as its own process.
import Fastify from 'fastify';
import { listenOn, runStandIn } from '../src/index';

runStandIn('echo stand-in', async () => {
  if (process.env.ECHO_FAIL) throw new Error('ECHO_FAIL is set');
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ ok: true }));
  const listening = await listenOn(app, { port: Number(process.env.ECHO_PORT ?? 0), host: '127.0.0.1', portVariable: 'ECHO_PORT' });
  return { listening, log: (fields, message) => console.log(JSON.stringify({ ...fields, message })), close: () => app.close() };
});
