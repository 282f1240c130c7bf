// The dependency arrows of the monorepo, one place. DESIGN.md draws them; this file enforces them.
// A layer may import itself and the layers listed for it, nothing else of ours.

import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const TOOL_CONFIG_FILE = /\.config\.(?:[cm]?[jt]s)$/;

/** The folder under apps/ of the operator console. */
const CONSOLE_APP = 'backoffice';

const PACKAGE_LAYERS = ['domain', 'contract', 'validation', 'api-client', 'brand-config', 'i18n', 'ui', 'app-shell', 'provably-fair'];

/** Which layers each layer may import (besides itself). */
export const ALLOWED_IMPORTS = {
  domain: [],
  // Game mathematics shared by the server and the players' round verifier; it imports nothing of ours.
  'provably-fair': [],
  contract: ['domain'],
  validation: ['domain'],
  'brand-config': ['domain'],
  i18n: ['domain'],
  'api-client': ['domain', 'contract', 'validation'],
  ui: ['domain', 'brand-config', 'i18n'],
  feature: ['domain', 'contract', 'validation', 'api-client', 'brand-config', 'i18n', 'ui', 'provably-fair'],
  'app-shell': ['domain', 'contract', 'validation', 'api-client', 'brand-config', 'i18n', 'ui', 'feature'],
  app: ['app-shell', 'brand-config'],
  // The operator console (apps/backoffice) is the one app that is not a brand shell: it builds its own
  // screens from the layers under the features, and no feature or shell of the brands' sites.
  console: ['domain', 'contract', 'validation', 'api-client', 'brand-config', 'i18n', 'ui'],
  service: ['domain', 'contract', 'validation', 'brand-config', 'provably-fair', 'demo-kit'],
  // What the demo's stand-in services share (services/demo-kit): a process's life and an inbox page's shell.
  'demo-kit': [],
  tooling: null, // scripts and end-to-end tests may reach anything
};

/**
 * Names the layer of an absolute file path, plus the unit inside it (the feature, app or service name),
 * so that one feature importing another can be told apart from a feature importing itself.
 */
export function layerOf(absolutePath) {
  const relative = path.relative(REPO_ROOT, absolutePath).split(path.sep);
  if (relative[0] === '..' || relative.includes('node_modules')) return null;
  const [top, second, third] = relative;
  // A tool's config file (vite.config.ts, playwright.config.ts) belongs to the build, not to the layer it sits in.
  if (TOOL_CONFIG_FILE.test(relative.at(-1) ?? '')) return { layer: 'tooling', unit: 'config' };
  if (top === 'packages' && second === 'features' && third) return { layer: 'feature', unit: third };
  if (top === 'packages' && PACKAGE_LAYERS.includes(second)) return { layer: second, unit: second };
  if (top === 'apps' && second === CONSOLE_APP) return { layer: 'console', unit: second };
  if (top === 'apps' && second) return { layer: 'app', unit: second };
  if (top === 'services' && second === 'demo-kit') return { layer: 'demo-kit', unit: second };
  if (top === 'services' && second) return { layer: 'service', unit: second };
  if (top === 'tooling') return { layer: 'tooling', unit: second ?? 'root' };
  return null;
}

/** Maps a workspace package name to the layer it belongs to. */
export function layerOfPackageName(specifier) {
  const match = /^@croupier\/([^/]+)/.exec(specifier);
  if (!match) return null;
  const name = match[1];
  if (PACKAGE_LAYERS.includes(name)) return { layer: name, unit: name };
  if (name.startsWith('feature-')) return { layer: 'feature', unit: name.slice('feature-'.length) };
  if (name === `app-${CONSOLE_APP}`) return { layer: 'console', unit: CONSOLE_APP };
  if (name.startsWith('app-')) return { layer: 'app', unit: name.slice('app-'.length) };
  if (name === 'demo-kit') return { layer: 'demo-kit', unit: name };
  if (name === 'platform' || name.startsWith('demo-')) return { layer: 'service', unit: name };
  return { layer: 'tooling', unit: name };
}

/** Returns a sentence explaining why `from` may not import `to`, or null when it may. */
export function boundaryViolation(from, to) {
  if (!from || !to) return null;
  if (from.layer === to.layer && from.unit === to.unit) return null;
  const allowed = ALLOWED_IMPORTS[from.layer];
  if (allowed === null) return null;
  if (from.layer === 'feature' && to.layer === 'feature') {
    return `feature "${from.unit}" may not import feature "${to.unit}": move what both need down a layer`;
  }
  if (from.layer === to.layer && from.layer !== 'feature') {
    return `${from.layer} "${from.unit}" may not import ${to.layer} "${to.unit}"`;
  }
  if (allowed.includes(to.layer)) return null;
  const may = allowed.length ? allowed.join(', ') : 'nothing of ours';
  return `${from.layer} may not import ${to.layer} (${from.layer} may import: ${may})`;
}

// The server's modules (services/platform/src/modules/<module>/) have a layer table of their own.
// A module imports another only through its front door, modules/<module>/index.ts, and only a module
// in a lower layer: no module imports one of its own layer or above, so the arrows cannot make a
// cycle. Tests (*.test.ts) and test helpers (*-testing.ts) may import any module's front door, and
// the test helpers of another module, to set up the world they test; code may not import test helpers.
// Decision 0037 tells what each layer holds and why a module sits where it does.
const SERVER_MODULES_DIR = path.join(REPO_ROOT, 'services/platform/src/modules');
const SERVER_SOURCE_DIR = path.join(REPO_ROOT, 'services/platform/src');

/** The server's module layers, bottom first. A module may import only modules on an earlier line. */
export const SERVER_MODULE_LAYERS = [
  ['ledger', 'brands', 'sessions', 'uploads'], // 0: the money rules; brand files; session tokens; image checks
  ['system', 'ops-access'], // 1: the merchant's switches, access and white-label settings; the operator token and action log
  ['rate-limit', 'sealing', 'content'], // 2: limits, sealed payloads, announcements and art
  ['captcha', 'sms', 'games', 'web'], // 3: captchas, SMS, the game catalogue, the sites' pages
  ['accounts'], // 4: members, sign-in, registration
  ['wallet', 'notifications', 'mail', 'backoffice-operators'], // 5: the player's wallet calls, live notices, mail, the back office's operators
  ['bonuses'], // 6: bonuses and their wagering, which the money movers and the cashier ask before a stake or a withdrawal
  ['seamless', 'inhouse', 'transfers', 'promotions'], // 7: money movers; promotions, which the cashier calls when a deposit is asked for and confirmed
  ['records', 'play', 'cashier'], // 8: records, launching games, the cashier
  ['agents', 'backoffice', 'ops-commands', 'rebates', 'red-envelopes'], // 9: the agent portal (its reports read the cashier's), the back office's own calls, the API of `pnpm ops`, rebates, red envelopes
  ['agent-contracts', 'housekeeping'], // 10: agent salary contracts, the sweeps of every module
  ['demo'], // 11: demo data, which seeds everything
];

const TEST_FILE = /(?:\.test|-testing)\.[cm]?[jt]sx?$/;
const FRONT_DOOR = /^(?:index(?:\.[cm]?[jt]s)?)?$/;
const TEST_HELPER = /-testing(?:\.[cm]?[jt]s)?$/;

/** The server module an absolute path is in, and the path inside it; null outside the server's modules. */
export function serverModuleOf(absolutePath) {
  const relative = path.relative(SERVER_MODULES_DIR, absolutePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [module, ...rest] = relative.split(path.sep);
  return module ? { module, inside: rest.join('/') } : null;
}

function serverLayerOf(module) {
  const index = SERVER_MODULE_LAYERS.findIndex((layer) => layer.includes(module));
  return index < 0 ? null : index;
}

/** Returns a sentence explaining why the file at `fromPath` may not import `toPath` (both absolute), or null. */
export function serverModuleViolation(fromPath, toPath) {
  const from = serverModuleOf(fromPath);
  const to = serverModuleOf(toPath);
  if (!to) return null;
  if (!from) {
    // The server's own files outside the modules (app.ts, main.ts, config.ts, src/http, src/db) compose
    // the modules through their doors too; test support beside src/ may still seed from the insides.
    const inServerSource = !path.relative(SERVER_SOURCE_DIR, fromPath).startsWith('..');
    if (inServerSource && !TEST_FILE.test(fromPath) && !FRONT_DOOR.test(to.inside) && !(TEST_HELPER.test(to.inside) && !to.inside.includes('/'))) {
      return `${path.relative(SERVER_SOURCE_DIR, fromPath)} may import module "${to.module}" only through its front door modules/${to.module}/index.ts, not ${to.inside}`;
    }
    return null;
  }
  if (from.module === to.module) return null;
  const fromTest = TEST_FILE.test(fromPath);
  if (TEST_HELPER.test(to.inside) && !to.inside.includes('/')) {
    if (!fromTest) return `module "${from.module}" may not import the test helpers of module "${to.module}" (${to.inside}): only tests may`;
  } else if (!FRONT_DOOR.test(to.inside)) {
    return `module "${from.module}" may import module "${to.module}" only through its front door modules/${to.module}/index.ts, not ${to.inside}`;
  }
  if (fromTest) return null;
  const fromLayer = serverLayerOf(from.module);
  const toLayer = serverLayerOf(to.module);
  if (fromLayer === null) return `module "${from.module}" is not in the server's layer table (SERVER_MODULE_LAYERS in tooling/eslint/layers.js)`;
  if (toLayer === null) return `module "${to.module}" is not in the server's layer table (SERVER_MODULE_LAYERS in tooling/eslint/layers.js)`;
  if (toLayer < fromLayer) return null;
  return `module "${from.module}" (server layer ${fromLayer}) may not import module "${to.module}" (server layer ${toLayer}): a module imports only modules in lower layers; move what both need down`;
}
