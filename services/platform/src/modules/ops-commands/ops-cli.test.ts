import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { operatorLogin } from '../../../testing/operators';
import { TEST_OPS_TOKEN, buildTestApp, send } from '../../../testing/test-app';

const CLI = path.join(REPO_ROOT, 'tooling', 'scripts', 'ops.mjs');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: { ...process.env, OPS_TOKEN: TEST_OPS_TOKEN, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('pnpm ops against a running server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let server: string;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    app = await buildTestApp(database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-ops-cli-'));
    writeFileSync(path.join(dataDir, 'ops-token'), `${TEST_OPS_TOKEN}\n`, { mode: 0o600 });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const statusOf = async (host: string, ip = '127.0.0.1') => (await send(app, { url: '/wps/system/status', host, ip })).json().value.status;

  it('switches maintenance on and off', async () => {
    const on = await runCli(['maintenance', 'on', 'shonali', '--title', 'Upgrade', '--message', 'Back at six', '--until', '2099-01-01T06:00:00Z', '--server', server]);
    expect(on, on.stderr).toMatchObject({ code: 0 });
    expect(on.stdout).toContain('shonali: in maintenance: Upgrade: Back at six (until 2099-01-01T06:00:00.000Z)');
    expect(await statusOf('shonali.localhost')).toBe(1);
    const off = await runCli(['maintenance', 'off', 'shonali', '--server', server]);
    expect(off.stdout).toContain('maintenance is off');
    expect(await statusOf('shonali.localhost')).toBe(0);
  });

  it('blocks, lists and unblocks networks, reading the token from the data folder', async () => {
    const fromFile = { OPS_TOKEN: '' };
    const blocked = await runCli(['region', 'block', 'northstar', '198.51.100.0/24', '--server', server, '--data-dir', dataDir], fromFile);
    expect(blocked, blocked.stderr).toMatchObject({ code: 0 });
    expect(blocked.stdout).toContain('blocked 198.51.100.0/24 for northstar');
    expect(await statusOf('northstar.localhost', '198.51.100.4')).toBe(2);
    const listed = await runCli(['region', 'list', 'northstar', '--server', server, '--data-dir', dataDir], fromFile);
    expect(listed.stdout).toBe('198.51.100.0/24\n');
    const unblocked = await runCli(['region', 'unblock', 'northstar', '198.51.100.0/24', '--server', server, '--data-dir', dataDir], fromFile);
    expect(unblocked.stdout).toContain('unblocked 198.51.100.0/24');
    expect(await statusOf('northstar.localhost', '198.51.100.4')).toBe(0);
  });

  it('shows every brand', async () => {
    const status = await runCli(['status', '--server', server]);
    expect(status.stdout).toMatch(/shonali\s+SHONALI\s+open/);
    expect(status.stdout).toMatch(/northstar\s+NORTHSTAR\s+open/);
  });

  it('creates members and reads what the demo SMS and mail providers sent', async () => {
    const created = await runCli(['member', 'create', 'shonali', 'cli_agent7', '--password', 'Secret#2026', '--type', '1', '--mobile', '01719990001', '--email', 'agent7@example.com', '--server', server]);
    expect(created, created.stderr).toMatchObject({ code: 0 });
    expect(created.stdout).toMatch(/^created cli_agent7 for shonali: id \d+, type 1, affiliate code SHONALI\d{9}\n$/);
    const host = 'shonali.localhost';
    await send(app, { method: 'POST', url: '/wps/verification/sms/password', host, payload: { mobileNum: '01719990001', countryDialingCode: '+880' } });
    const sms = await runCli(['sms', 'shonali', '01719990001', '--server', server]);
    expect(sms.stdout).toMatch(/Shonali: .*\d{6}/);
    // no demo SMS gateway where this one is looked for: nothing listens on the discard port
    const none = await runCli(['sms', 'shonali', '01719990002', '--server', server, '--sms-gateway', 'http://127.0.0.1:9']);
    expect(none.stdout).toBe('shonali: no SMS to 01719990002 (outbox empty, and no demo SMS gateway answered at http://127.0.0.1:9)\n');
    await send(app, {
      method: 'POST',
      url: '/wps/member/password/email',
      host,
      payload: 'username=cli_agent7&email=agent7%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // no demo mailbox where this one is looked for: the outbox's mail alone
    const mail = await runCli(['mail', 'shonali', 'cli_agent7', '--server', server, '--mailbox', 'http://127.0.0.1:9']);
    expect(mail.stdout).toMatch(/^\S+Z {2}to agent7@example\.com: Shonali: .+ {2}\(outbox\)\n/);
    expect(mail.stdout).toContain('/resetPassword?token=');
    const noMail = await runCli(['mail', 'northstar', 'demo_player', '--server', server, '--mailbox', 'http://127.0.0.1:9']);
    expect(noMail.stdout).toBe('northstar: no mail to demo_player (outbox empty, and no demo mailbox answered at http://127.0.0.1:9)\n');
    const taken = await runCli(['member', 'create', 'shonali', 'cli_agent7', '--password', 'Secret#2026', '--server', server]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('409 USERNAME_TAKEN');
  });

  it('creates console operators, for every brand or for some, who then sign in', async () => {
    const admin = await runCli(['operator', 'create', 'cli.admin', '--role', 'admin', '--password', 'Head office 1', '--brands', 'all', '--display-name', 'Head Office', '--server', server]);
    expect(admin, admin.stderr).toMatchObject({ code: 0 });
    expect(admin.stdout).toMatch(/^created operator cli\.admin \(ADMIN\) for every brand: id \d+\n$/);
    expect((await operatorLogin(app, 'cli.admin', 'Head office 1')).statusCode).toBe(200);
    const cashier = await runCli(['operator', 'create', 'cli.cashier', '--role', 'CASHIER', '--password', 'Till drawer 2', '--brands', 'shonali, NORTHSTAR', '--server', server]);
    expect(cashier.stdout).toMatch(/^created operator cli\.cashier \(CASHIER\) for NORTHSTAR, SHONALI: id \d+\n$/);
    const { rows } = await database.db.query<{ display_name: string }>("SELECT display_name FROM operators WHERE username = 'cli.cashier'");
    expect(rows).toEqual([{ display_name: 'cli.cashier' }]);
    const short = await runCli(['operator', 'create', 'cli.short', '--role', 'CASHIER', '--password', 'short', '--brands', 'all', '--server', server]);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('refused (400 VALIDATION_FAILED)');
    expect(short.stderr).toContain('password:');
  });

  it('locks, shows and unlocks a member’s play, saying when nothing changed', async () => {
    const created = await runCli(['member', 'create', 'northstar', 'cli_locked1', '--password', 'Secret#2026', '--server', server]);
    expect(created, created.stderr).toMatchObject({ code: 0 });
    const open = await runCli(['member', 'play', 'northstar', 'cli_locked1', '--server', server]);
    expect(open, open.stderr).toMatchObject({ code: 0, stdout: 'cli_locked1 (northstar): play open\n' });

    const locked = await runCli(['member', 'lock', 'northstar', 'cli_locked1', '--reason', 'Self-exclusion request', '--server', server]);
    expect(locked, locked.stderr).toMatchObject({ code: 0 });
    const since = /since (\S+): Self-exclusion request/.exec(locked.stdout)?.[1];
    expect(locked.stdout).toBe(`locked play of cli_locked1 (northstar) since ${since}: Self-exclusion request\n`);
    expect(Date.parse(since ?? '')).not.toBeNaN();
    const again = await runCli(['member', 'lock', 'northstar', 'cli_locked1', '--reason', 'Something else', '--server', server]);
    expect(again, again.stderr).toMatchObject({ code: 0, stdout: `cli_locked1 (northstar) was already locked since ${since}: Self-exclusion request; nothing changed\n` });
    const shown = await runCli(['member', 'play', 'northstar', 'cli_locked1', '--server', server]);
    expect(shown.stdout).toBe(`cli_locked1 (northstar): play locked since ${since}: Self-exclusion request\n`);

    const unlocked = await runCli(['member', 'unlock', 'northstar', 'cli_locked1', '--server', server]);
    expect(unlocked, unlocked.stderr).toMatchObject({ code: 0, stdout: 'unlocked play of cli_locked1 (northstar); stakes are taken again\n' });
    const unlockedAgain = await runCli(['member', 'unlock', 'northstar', 'cli_locked1', '--server', server]);
    expect(unlockedAgain, unlockedAgain.stderr).toMatchObject({ code: 0, stdout: 'cli_locked1 (northstar) was not locked; nothing changed\n' });

    const unknown = await runCli(['member', 'lock', 'northstar', 'nobody_here', '--reason', 'x', '--server', server]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('refused (404 NOT_FOUND): No member "nobody_here" in northstar');
  });

  it('connects and disconnects a vendor engine for every brand', async () => {
    const launchUrlOf = async () => (await database.db.query<{ launch_url: string | null }>("SELECT launch_url FROM catalogue_vendors WHERE vassalage = 'SPW'")).rows[0]?.launch_url;
    const connected = await runCli(['vendor', 'connect', 'spw', 'https://spw.example/launch?site=1', '--server', server]);
    expect(connected, connected.stderr).toMatchObject({ code: 0 });
    expect(connected.stdout).toBe('SPW (Spinworks): connected to https://spw.example/launch?site=1\n');
    expect(await launchUrlOf()).toBe('https://spw.example/launch?site=1');
    const disconnected = await runCli(['vendor', 'disconnect', 'SPW', '--server', server]);
    expect(disconnected, disconnected.stderr).toMatchObject({ code: 0 });
    expect(disconnected.stdout).toBe('SPW (Spinworks): disconnected; its games answer maintenance\n');
    expect(await launchUrlOf()).toBeNull();
    const unknown = await runCli(['vendor', 'disconnect', 'ZZZ', '--server', server]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('404 NOT_FOUND');
  });

  it('checks the ledger, and exits 1 when it is broken', async () => {
    const consistent = await runCli(['ledger', 'check', '--server', server]);
    expect(consistent, consistent.stderr).toMatchObject({ code: 0 });
    expect(consistent.stdout).toMatch(/^ledger: consistent \(\d+ postings, \d+ entries, \d+ accounts\)\n$/);

    // Broken behind the append-only trigger, as only the table owner can, and mended the same way.
    const { db } = database;
    const breakOneEntry = async (byMinor: number) =>
      db.transaction(async (tx) => {
        await tx.query('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
        await tx.query('UPDATE ledger_entries SET amount_minor = amount_minor + $1, balance_minor = balance_minor + $1 WHERE id = (SELECT max(id) FROM ledger_entries)', [byMinor]);
        await tx.query('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only');
      });
    await breakOneEntry(1);
    try {
      const broken = await runCli(['ledger', 'check', '--server', server]);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toMatch(/^posting-unbalanced {2}\d+ {2}2 entries summing to 1$/m);
      expect(broken.stderr).toMatch(/ledger: \d+ problem\(s\) in \d+ postings/);
    } finally {
      await breakOneEntry(-1);
    }
    expect((await runCli(['ledger', 'check', '--server', server])).code).toBe(0);
  });

  it('relays the server refusing garbage, and exits 1', async () => {
    const result = await runCli(['region', 'block', 'shonali', '10.0.0.256', '--server', server]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('refused (400 VALIDATION_FAILED)');
    expect(result.stderr).toContain('256 is larger than 255');
  });

  it('exits 1 on a wrong token, an unknown brand or a server that is not there', async () => {
    const wrongToken = await runCli(['region', 'list', 'shonali', '--server', server], { OPS_TOKEN: 'nope' });
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain('403 FORBIDDEN');
    const unknownBrand = await runCli(['region', 'list', 'atlantis', '--server', server]);
    expect(unknownBrand.stderr).toContain('No brand "atlantis"');
    const noServer = await runCli(['status', '--server', 'http://127.0.0.1:9']);
    expect(noServer.code).toBe(1);
    expect(noServer.stderr).toContain('cannot reach the platform server');
    const noToken = await runCli(['status', '--server', server, '--data-dir', path.join(dataDir, 'missing')], { OPS_TOKEN: '' });
    expect(noToken.stderr).toContain('no operator token');
  });

  it('finds the server and its data folder from PORT, HOST and DATA_DIR as the server reads them', async () => {
    const port = new URL(server).port;
    const fromFile = { OPS_TOKEN: '', PORT: port, DATA_DIR: dataDir };
    const found = await runCli(['status'], fromFile);
    expect(found, found.stderr).toMatchObject({ code: 0 });
    expect(found.stdout).toMatch(/shonali\s+SHONALI\s+open/);
    // A server listening on every address is called on this machine's own.
    const wildcard = await runCli(['region', 'list', 'shonali'], { ...fromFile, HOST: '0.0.0.0' });
    expect(wildcard, wildcard.stderr).toMatchObject({ code: 0 });
    const elsewhere = await runCli(['status'], { PORT: '9' });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('cannot reach the platform server at http://127.0.0.1:9');
    const noToken = await runCli(['status'], { OPS_TOKEN: '', PORT: port, DATA_DIR: path.join(dataDir, 'missing') });
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain(`no operator token: ${path.join(dataDir, 'missing', 'ops-token')} does not exist`);
  });

  it('lets --server and --data-dir win over the environment', async () => {
    const wrongPlace = { OPS_TOKEN: '', PORT: '9', HOST: '192.0.2.1', DATA_DIR: path.join(dataDir, 'missing') };
    const flags = await runCli(['status', '--server', server, '--data-dir', dataDir], wrongPlace);
    expect(flags, flags.stderr).toMatchObject({ code: 0 });
    const badPort = await runCli(['status', '--server', server], { PORT: 'eighty' });
    expect(badPort, badPort.stderr).toMatchObject({ code: 0 });
  });

  it('refuses a PORT that is not one, or 0, when no --server says where the server is', async () => {
    for (const port of ['eighty', '70000', '-1']) {
      const result = await runCli(['status'], { PORT: port });
      expect(result.code, port).toBe(2);
      expect(result.stderr, port).toContain(`pnpm ops: PORT must be a number from 0 to 65535, got "${port}" in the environment; set PORT to the port the server listens on, or pass --server`);
    }
    const anyPort = await runCli(['status'], { PORT: '0' });
    expect(anyPort.code).toBe(2);
    expect(anyPort.stderr).toContain('PORT is 0, so the server took a free port of its own choosing; pass --server');
  });

  it('exits 2 with the usage on bad input, without calling the server', async () => {
    const cases = [
      ['maintenance', 'on', 'shonali', '--title', 'T'],
      ['maintenance', 'on', 'shonali', '--title', 'T', '--message', 'M', '--until', 'tomorrow'],
      ['maintenance', 'pause', 'shonali'],
      ['region', 'block', 'shonali'],
      ['region', 'block', '../etc', '1.2.3.4'],
      ['region', 'list', 'shonali', '--title', 'x'],
      ['launch', 'rockets'],
      ['member', 'create', 'shonali'],
      ['member', 'create', 'shonali', 'bob', '--type', '3'],
      ['member', 'delete', 'shonali', 'bob'],
      ['member', 'lock', 'shonali', 'bob'],
      ['member', 'lock', 'shonali', 'bob', '--reason', '  '],
      ['member', 'lock', 'shonali', 'bob', '--reason', 'x'.repeat(201)],
      ['member', 'lock', 'shonali', '--reason', 'why'],
      ['member', 'lock', 'shonali', 'bob', 'extra', '--reason', 'why'],
      ['member', 'lock', 'shonali', 'bob', '--reason', 'why', '--password', 'x'],
      ['member', 'unlock', 'shonali'],
      ['member', 'unlock', 'shonali', 'bob', '--reason', 'why'],
      ['member', 'play', 'shonali', 'bob', '--reason', 'why'],
      ['member', 'play'],
      ['member', 'create', 'shonali', 'bob', '--reason', 'why'],
      ['region', 'list', 'shonali', '--reason', 'why'],
      ['region', 'list', 'shonali', '--password', 'x'],
      ['sms', 'shonali'],
      ['mail', 'shonali', 'bob', 'extra'],
      ['mail', 'shonali', 'bob', '--mailbox', 'not-a-url'],
      ['mail', 'shonali', 'bob', '--mailbox', 'ftp://127.0.0.1:8084'],
      ['sms', 'shonali', '01712345678', '--mailbox', 'http://127.0.0.1:8084'],
      ['status', '--colour'],
      ['vendor', 'connect', 'SPW'],
      ['vendor', 'connect', 'SPW', 'not-a-url'],
      ['vendor', 'connect', 'SPW', 'ftp://spw.example/'],
      ['vendor', 'connect', 'S', 'https://spw.example/'],
      ['vendor', 'connect', 'SPW', 'https://spw.example/', 'extra'],
      ['vendor', 'disconnect'],
      ['vendor', 'disconnect', 'SPW', 'https://spw.example/'],
      ['vendor', 'pause', 'SPW'],
      ['vendor', 'connect', 'SPW', 'https://spw.example/', '--title', 'x'],
      ['vendor', 'disconnect', 'SPW', '--password', 'x'],
      ['ledger'],
      ['ledger', 'repair'],
      ['ledger', 'check', 'shonali'],
      ['ledger', 'check', '--title', 'x'],
      ['operator', 'create', 'bob', '--password', 'Long enough 1', '--brands', 'all'],
      ['operator', 'create', 'bob', '--role', 'OWNER', '--password', 'Long enough 1', '--brands', 'all'],
      ['operator', 'create', 'bob', '--role', 'ADMIN', '--brands', 'all'],
      ['operator', 'create', 'bob', '--role', 'ADMIN', '--password', 'Long enough 1'],
      ['operator', 'create', 'bob', '--role', 'ADMIN', '--password', 'Long enough 1', '--brands', ' , '],
      ['operator', 'create', 'bob', '--role', 'ADMIN', '--password', 'Long enough 1', '--brands', '../etc'],
      ['operator', 'create', '--role', 'ADMIN', '--password', 'Long enough 1', '--brands', 'all'],
      ['operator', 'create', 'bob', 'extra', '--role', 'ADMIN', '--password', 'Long enough 1', '--brands', 'all'],
      ['operator', 'delete', 'bob'],
      ['operator', 'create', 'bob', '--role', 'ADMIN', '--password', 'Long enough 1', '--brands', 'all', '--type', '1'],
      ['member', 'create', 'shonali', 'bob', '--role', 'ADMIN'],
      ['status', '--brands', 'all'],
      [],
    ];
    for (const args of cases) {
      const result = await runCli([...args, '--server', 'http://127.0.0.1:9']);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain('usage:');
    }
  });
});
