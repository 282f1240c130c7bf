import { createServer } from 'node:http';
import { assertPortFree, onInterrupt } from './processes';

/**
 * A static hello-world page: no script, no stylesheet, no image. Lighthouse run on it beside the
 * brands, in the same rounds, gives what this host, its load and Chromium take from any page; a brand's
 * miss that the reference shares is the host's, one it does not share is the page's.
 */
export const REFERENCE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Reference</title></head><body><h1>Hello, world</h1><p>A static page measured beside the brands.</p></body></html>';

export interface RunningReference {
  url: string;
  stop(): Promise<void>;
}

/** Serves the reference page on 127.0.0.1:<port> from this process until stopped. */
export async function startReferencePage(port: number): Promise<RunningReference> {
  await assertPortFree(port);
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(REFERENCE_HTML);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const forget = onInterrupt(stop);
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      forget();
      await stop();
    },
  };
}
