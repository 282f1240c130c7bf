import { request } from 'node:http';

export interface GetAnswer {
  status: number;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A GET with a chosen Host header: the platform picks the brand by host, and fetch() does not let a
 * caller set Host. Each call opens its own connection.
 */
export function httpGet(origin: string, path: string, host?: string, headers: Record<string, string> = {}): Promise<GetAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const outgoing = request(url, { method: 'GET', agent: false, headers: { ...(host ? { host } : {}), ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }));
      response.on('error', reject);
    });
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`GET ${url.href}: no answer in 10 s`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
