// A bare Fastify process with one JSON route, run beside the platform in every load run: its figures
// are what this machine, Node and the load generator give at the same rate, so the platform's figures
// can be read as a ratio to them.
import { fastify } from 'fastify';

const port = Number(process.argv[2]);
const app = fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ type: 'listening', port });
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
process.on('disconnect', close);
