import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, REPO_ROOT, readBrandFile } from '../support/server';

const CODE = 'testbrand';
// The journeys' platform has E2E_PORT, its demo provider and demo gateway the two ports after it; this
// second platform and the provider and gateway it starts take the three after those.
const PORT = E2E_PORT + 3;
const PROVIDER_PORT = E2E_PORT + 4;
const GATEWAY_PORT = E2E_PORT + 5;
const brandFile = path.join(REPO_ROOT, 'brands', `${CODE}.json`);
const appDir = path.join(REPO_ROOT, 'apps', CODE);
const lockFile = path.join(REPO_ROOT, 'pnpm-lock.yaml');

// Installs after create-brand use --prefer-offline: a frozen-lockfile install keeps no registry metadata,
// so resolving the new app's catalog entries may still need one look at the registry.
function pnpm(...args: string[]): void {
  execFileSync('pnpm', args, { cwd: REPO_ROOT, stdio: 'pipe', env: { ...process.env, CI: 'true' } });
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

// A brand written by the test becomes a working shell through `pnpm create-brand` and is served by a
// second platform process, with no hand-written code.
test.describe('create-brand', () => {
  test.setTimeout(300_000);
  const lockBefore = readFileSync(lockFile, 'utf8');
  let server: ChildProcess | undefined;

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(brandFile, { force: true });
    rmSync(appDir, { recursive: true, force: true });
    pnpm('install', '--prefer-offline', '--no-frozen-lockfile');
    // Leave the workspace exactly as it was.
    expect(readFileSync(lockFile, 'utf8')).toBe(lockBefore);
  });

  test('a new brand file builds and serves', async ({ page }) => {
    const brand = {
      ...readBrandFile('northstar'),
      code: CODE,
      merchantCode: 'TESTBRAND',
      displayName: 'Test Brand',
      origins: [`http://${CODE}.localhost:8080`],
      domains: [],
      languages: { default: 'bn', offered: ['bn', 'en'] },
      theme: { defaultMode: 'dark', dark: { colorBackground: '#2a0a3a', colorPrimary: '#c040ff' }, light: {} },
      logo: { wordmark: 'Test Brand', mark: 'T', markColor: '#c040ff', markTextColor: '#ffffff' },
    };
    writeFileSync(brandFile, `${JSON.stringify(brand, null, 2)}\n`);
    execFileSync('node', ['tooling/scripts/create-brand.mjs', CODE], { cwd: REPO_ROOT, stdio: 'pipe' });
    pnpm('install', '--prefer-offline', '--no-frozen-lockfile');

    const dataDir = path.join(tmpdir(), `croupier-create-brand-${Date.now()}`);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), PROVIDER_PORT: String(PROVIDER_PORT), GATEWAY_PORT: String(GATEWAY_PORT), DATA_DIR: dataDir, NODE_ENV: 'production' };
    delete env.DATABASE_URL;
    server = spawn('node', ['tooling/scripts/start.mjs'], { cwd: REPO_ROOT, env, stdio: 'ignore' });
    await waitForHealth(`http://127.0.0.1:${PORT}/healthz`, server, 240_000);

    await page.goto(`http://${CODE}.localhost:${PORT}/`);
    await expect(page).toHaveTitle(/Test Brand/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(42, 10, 58)');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a bad brand file is refused with the file, the field and the fix', () => {
    writeFileSync(brandFile, JSON.stringify({ ...readBrandFile('northstar'), code: CODE, merchantCode: 'TESTBRAND', theme: { defaultMode: 'dark', dark: { colorPrimary: 'red;}' }, light: {} } }));
    let output = '';
    try {
      execFileSync('node', ['tooling/scripts/create-brand.mjs', CODE, '--force'], { cwd: REPO_ROOT, stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stderr?: string }).stderr ?? '');
    }
    expect(output).toContain(`brands/${CODE}.json`);
    expect(output).toMatch(/theme\.dark\.colorPrimary: "red;}" is not a colour\. Fix:/);
  });
});
