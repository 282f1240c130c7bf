import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './layers.js';

// Lints source text as if it stood at a path in the repo, with the repo's real eslint.config.js.
async function boundaryMessages(relativePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: REPO_ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, relativePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'croupier/boundaries').map((message) => message.message);
}

describe('croupier/boundaries lint rule', () => {
  it('refuses a feature importing another feature, by package name and by relative path', async () => {
    expect(await boundaryMessages('packages/features/games/src/x.ts', "import { a } from '@croupier/feature-wallet';\nexport { a };\n")).toEqual([
      expect.stringContaining('feature "games" may not import feature "wallet"'),
    ]);
    expect(await boundaryMessages('packages/features/games/src/x.ts', "import { a } from '../../wallet/src/a';\nexport { a };\n")).toHaveLength(1);
  });

  it('refuses a feature importing the app shell or an app', async () => {
    expect(await boundaryMessages('packages/features/games/src/x.ts', "import { a } from '@croupier/app-shell';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('packages/features/games/src/x.ts', "import { a } from '@croupier/site';\nexport { a };\n")).toHaveLength(1);
  });

  it('refuses the ui kit importing a feature, and the server importing client packages', async () => {
    expect(await boundaryMessages('packages/ui/src/x.ts', "import { a } from '@croupier/feature-games';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('services/platform/src/x.ts', "import { a } from '@croupier/api-client';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('services/platform/src/x.ts', "import { a } from '@croupier/ui';\nexport { a };\n")).toHaveLength(1);
  });

  it('allows the arrows DESIGN.md draws', async () => {
    expect(await boundaryMessages('packages/features/games/src/x.ts', "import { a } from '@croupier/ui';\nimport { b } from './b';\nexport { a, b };\n")).toEqual([]);
    expect(await boundaryMessages('services/platform/src/x.ts', "import { a } from '@croupier/contract';\nexport { a };\n")).toEqual([]);
    expect(await boundaryMessages('packages/app-shell/src/x.ts', "import { a } from '@croupier/feature-games';\nexport { a };\n")).toEqual([]);
    expect(await boundaryMessages('apps/site/src/main.ts', "import { a } from '@croupier/app-shell';\nexport { a };\n")).toEqual([]);
  });

  it('keeps the provably fair mathematics free of our other packages, and open to the server and features', async () => {
    expect(await boundaryMessages('packages/provably-fair/src/x.ts', "import { a } from '@croupier/domain';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('services/platform/src/x.ts', "import { a } from '@croupier/provably-fair';\nexport { a };\n")).toEqual([]);
    expect(await boundaryMessages('packages/features/games/src/x.ts', "import { a } from '@croupier/provably-fair';\nexport { a };\n")).toEqual([]);
    expect(await boundaryMessages('packages/ui/src/x.ts', "import { a } from '@croupier/provably-fair';\nexport { a };\n")).toHaveLength(1);
  });

  it('lets a tool config file use build tooling, but not the app code beside it', async () => {
    expect(await boundaryMessages('apps/site/vite.config.ts', "import { a } from '@croupier/vite-brand';\nexport { a };\n")).toEqual([]);
    expect(await boundaryMessages('apps/site/src/main.tsx', "import { a } from '@croupier/vite-brand';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('apps/site/src/main.tsx', "import { a } from '@croupier/ui';\nexport { a };\n")).toHaveLength(1);
  });

  it('builds the operator console from the layers under the features, never from a brand site’s', async () => {
    expect(await boundaryMessages('apps/backoffice/src/x.tsx', "import { a } from '@croupier/ui';\nimport { b } from '@croupier/api-client';\nimport { c } from '@croupier/contract';\nexport { a, b, c };\n")).toEqual([]);
    expect(await boundaryMessages('apps/backoffice/src/x.tsx', "import { a } from '@croupier/feature-cashier';\nexport { a };\n")).toEqual([expect.stringContaining('console may not import feature')]);
    expect(await boundaryMessages('apps/backoffice/src/x.tsx', "import { a } from '@croupier/app-shell';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('packages/ui/src/x.ts', "import { a } from '@croupier/app-backoffice';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('apps/site/src/main.tsx', "import { a } from '../../backoffice/src/a';\nexport { a };\n")).toHaveLength(1);
  });

  it('lets the demo’s stand-ins share the demo kit, and keeps one stand-in out of another', async () => {
    expect(await boundaryMessages('services/demo-mailbox/src/main.ts', "import { a } from '@croupier/demo-kit';\nexport { a };\n")).toEqual([]);
    expect(await boundaryMessages('services/demo-mailbox/src/main.ts', "import { a } from '@croupier/demo-sms-gateway';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('services/demo-kit/src/x.ts', "import { a } from '@croupier/demo-provider';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('services/demo-kit/src/x.ts', "import { a } from '@croupier/contract';\nexport { a };\n")).toHaveLength(1);
  });

  it('checks dynamic imports and re-exports too', async () => {
    expect(await boundaryMessages('packages/ui/src/x.ts', "export { a } from '@croupier/app-shell';\n")).toHaveLength(1);
    expect(await boundaryMessages('packages/domain/src/x.ts', "export const load = () => import('@croupier/contract');\n")).toHaveLength(1);
  });
  it('lets a server module import another only through its front door, modules/<module>/index.ts', async () => {
    expect(await boundaryMessages('services/platform/src/modules/wallet/x.ts', "import { a } from '../accounts/repository';\nexport { a };\n")).toEqual([
      expect.stringContaining('module "wallet" may import module "accounts" only through its front door modules/accounts/index.ts'),
    ]);
    expect(await boundaryMessages('services/platform/src/modules/cashier/x.test.ts', "import { a } from '../ledger/ledger-check';\nexport { a };\n")).toHaveLength(1);
    expect(await boundaryMessages('services/platform/src/modules/wallet/x.ts', "import { a } from '../accounts';\nimport { b } from '../ledger/index';\nimport { c } from './c';\nexport { a, b, c };\n")).toEqual([]);
  });

  it('keeps the server modules in their layers: a module imports only modules below it', async () => {
    expect(await boundaryMessages('services/platform/src/modules/ledger/x.ts', "import { a } from '../wallet';\nexport { a };\n")).toEqual([
      expect.stringContaining('module "ledger" (server layer 0) may not import module "wallet" (server layer 5)'),
    ]);
    expect(await boundaryMessages('services/platform/src/modules/accounts/x.ts', "export const load = () => import('../agents');\n")).toHaveLength(1);
    expect(await boundaryMessages('services/platform/src/modules/seamless/x.ts', "import { a } from '../inhouse';\nexport { a };\n")).toEqual([expect.stringContaining('only modules in lower layers')]);
    expect(await boundaryMessages('services/platform/src/modules/agents/x.ts', "import { a } from '../accounts';\nimport { b } from '../ledger';\nexport { a, b };\n")).toEqual([]);
    expect(await boundaryMessages('services/platform/src/modules/newcomer/x.ts', "import { a } from '../ledger';\nexport { a };\n")).toEqual([expect.stringContaining('not in the server\'s layer table')]);
  });

  it('lets the server’s composition root (app.ts, main.ts, config.ts) use the modules through their front doors only', async () => {
    expect(await boundaryMessages('services/platform/src/app.ts', "import { a } from './modules/wallet/routes';\nexport { a };\n")).toEqual([
      expect.stringContaining('app.ts may import module "wallet" only through its front door modules/wallet/index.ts, not routes'),
    ]);
    expect(await boundaryMessages('services/platform/src/app.ts', "import { a } from './modules/wallet';\nimport { b } from './modules/ledger/index';\nexport { a, b };\n")).toEqual([]);
    expect(await boundaryMessages('services/platform/testing/test-app.ts', "import { a } from '../src/modules/demo/service';\nexport { a };\n")).toEqual([]);
  });

  it('lets tests set up the world from any module, through front doors and test helpers only', async () => {
    expect(await boundaryMessages('services/platform/src/modules/games/x.test.ts', "import { a } from '../demo';\nimport { b } from '../seamless/seamless-testing';\nexport { a, b };\n")).toEqual([]);
    expect(await boundaryMessages('services/platform/src/modules/records/x.ts', "import { a } from '../seamless/seamless-testing';\nexport { a };\n")).toEqual([expect.stringContaining('only tests may')]);
  });
});
