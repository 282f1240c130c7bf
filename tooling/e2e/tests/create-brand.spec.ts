import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, REPO_ROOT } from '../support/server';

const CODE = 'testbrand';
// The journeys' platform has E2E_PORT, its demo provider and demo gateway the two ports after it; this
// second platform and the provider and gateway it starts take the three after those, and its SMS gateway
// the one after (+ 6). The journeys' SMS gateway and mailbox hold + 7 to + 9, so this one's mailbox takes
// + 10 and + 11 (support/server.ts).
const PORT = E2E_PORT + 3;
const PROVIDER_PORT = E2E_PORT + 4;
const GATEWAY_PORT = E2E_PORT + 5;
const MAILBOX_PORT = E2E_PORT + 10;
const MAILBOX_SMTP_PORT = E2E_PORT + 11;
const brandFile = path.join(REPO_ROOT, 'brands', `${CODE}.json`);
const lockFile = path.join(REPO_ROOT, 'pnpm-lock.yaml');

function createBrand(...args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync('node', ['tooling/scripts/create-brand.mjs', ...args], { cwd: REPO_ROOT, stdio: 'pipe', encoding: 'utf8' });
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stdout?: string; stderr?: string };
    return { status: failed.status, stdout: String(failed.stdout ?? ''), stderr: String(failed.stderr ?? '') };
  }
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(url).then((response) => response.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

// A new brand is one file: `pnpm create-brand` writes it, the operator edits it, and `pnpm start` (what
// `./dev start` runs, with a frozen lockfile) serves it from the one build every brand shares, in a
// second platform process, with no install, no generated code and the lockfile untouched.
test.describe('create-brand', () => {
  test.setTimeout(300_000);
  const lockBefore = readFileSync(lockFile, 'utf8');
  let server: ChildProcess | undefined;

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(brandFile, { force: true });
  });

  test('a new brand file is served by the next start, nothing else touched', async ({ page }) => {
    const created = createBrand(CODE, '--name', 'Test Brand');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain(`Wrote brands/${CODE}.json from brands/northstar.json`);
    // The operator's edits: language, colours and mark.
    const written = JSON.parse(readFileSync(brandFile, 'utf8'));
    const edited = {
      ...written,
      languages: { default: 'bn', offered: ['bn', 'en'] },
      theme: { defaultMode: 'dark', dark: { colorBackground: '#2a0a3a', colorPrimary: '#c040ff' }, light: {} },
      logo: { wordmark: 'Test Brand', mark: 'T', markColor: '#c040ff', markTextColor: '#ffffff' },
    };
    writeFileSync(brandFile, `${JSON.stringify(edited, null, 2)}\n`);
    expect(createBrand(CODE).stdout).toContain(`brands/${CODE}.json is valid beside`);

    const dataDir = path.join(tmpdir(), `croupier-create-brand-${Date.now()}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORT),
      PROVIDER_PORT: String(PROVIDER_PORT),
      GATEWAY_PORT: String(GATEWAY_PORT),
      MAILBOX_PORT: String(MAILBOX_PORT),
      MAILBOX_SMTP_PORT: String(MAILBOX_SMTP_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    };
    delete env.DATABASE_URL;
    server = spawn('node', ['tooling/scripts/start.mjs'], { cwd: REPO_ROOT, env, stdio: 'ignore' });
    await waitForHealth(`http://127.0.0.1:${PORT}/healthz`, server, 240_000);

    await page.goto(`http://${CODE}.localhost:${PORT}/`);
    await expect(page).toHaveTitle(/Test Brand/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(42, 10, 58)');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // The other brands are as they were, on the same build.
    await page.goto(`http://northstar.localhost:${PORT}/`);
    await expect(page).toHaveTitle(/Northstar/);
    rmSync(dataDir, { recursive: true, force: true });
    expect(readFileSync(lockFile, 'utf8')).toBe(lockBefore);
  });

  test('a bad brand file is refused with the file, the field and the fix, and no stack trace', () => {
    writeFileSync(brandFile, JSON.stringify({ ...JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands/northstar.json'), 'utf8')), code: CODE, merchantCode: 'TESTBRAND', origins: [`http://${CODE}.localhost:8080`], domains: [], theme: { defaultMode: 'dark', dark: { colorPrimary: 'red;}' }, light: {} } }));
    const refused = createBrand(CODE);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`brands/${CODE}.json`);
    expect(refused.stderr).toMatch(/theme\.dark\.colorPrimary: "red;}" is not a colour\. Fix:/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    // a merchant code another brand has is caught the same way, before any start
    writeFileSync(brandFile, JSON.stringify({ ...JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands/northstar.json'), 'utf8')), code: CODE, origins: [`http://${CODE}.localhost:8080`], domains: [] }));
    expect(createBrand(CODE).stderr).toMatch(/merchantCode: "NORTHSTAR" is already the merchant code of brands\/(northstar|testbrand)\.json\. Fix:/);
  });
});
