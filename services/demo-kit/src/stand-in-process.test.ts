import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeHtml, inboxPageHtml, localUrl } from './index';

const ECHO = path.join(import.meta.dirname, '../testing/echo-stand-in.ts');
const children: ChildProcess[] = [];

function startEcho(env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = fork(ECHO, { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
  return { child, output: () => output };
}

async function listeningMessage(child: ChildProcess): Promise<{ type: string; port: number; url: string }> {
  const [message] = (await once(child, 'message')) as [{ type: string; port: number; url: string }];
  return message;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('a stand-in as its own process', () => {
  it('tells its launcher where it listens, answers there, and stops on SIGTERM', async () => {
    const { child, output } = startEcho();
    const message = await listeningMessage(child);
    expect(message).toMatchObject({ type: 'listening', url: `http://127.0.0.1:${message.port}` });
    expect(await (await fetch(`${message.url}/health`)).json()).toEqual({ ok: true });
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output()).toContain('"signal":"SIGTERM","message":"shutting down"');
  });

  it('stops when its launcher goes away without a signal', async () => {
    const { child } = startEcho();
    await listeningMessage(child);
    child.disconnect();
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it('names the variable that moves a port in use, and exits 1 when it cannot start', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const { child, output } = startEcho({ ECHO_PORT: String(port) });
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(output()).toContain(`The echo stand-in did not start:\nport ${port} is taken. Fix: stop what uses it, or set ECHO_PORT`);
    } finally {
      taken.close();
    }
    const failing = startEcho({ ECHO_FAIL: '1' });
    const [code] = await once(failing.child, 'exit');
    expect(code).toBe(1);
    expect(failing.output()).toContain('ECHO_FAIL is set');
  });
});

describe('an inbox page', () => {
  it('escapes every value it is given and runs no script', () => {
    const html = inboxPageHtml({
      title: '<Demo>',
      headingHtml: 'Mail',
      note: 'a & b',
      filter: { name: 'to', type: 'email', placeholder: '"x"', value: '<script>' },
      itemsHtml: [],
      emptyText: 'None <yet>',
      maxWidthPx: 700,
      styles: '',
    });
    expect(html).toContain('<title>&#60;Demo&#62;</title>');
    expect(html).toContain('value="&#60;script&#62;"');
    expect(html).toContain('None &#60;yet&#62;');
    expect(html).not.toMatch(/<script/i);
    expect(escapeHtml(`'"&`)).toBe('&#39;&#34;&#38;');
  });

  it('reaches a server on a wildcard host at 127.0.0.1', () => {
    expect(localUrl('0.0.0.0', 80)).toBe('http://127.0.0.1:80');
    expect(localUrl('::', 81)).toBe('http://127.0.0.1:81');
    expect(localUrl('192.0.2.1', 82)).toBe('http://192.0.2.1:82');
  });
});
