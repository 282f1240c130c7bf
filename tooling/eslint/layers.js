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
  service: ['domain', 'contract', 'validation', 'brand-config', 'provably-fair'],
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
  if (name === 'platform' || name === 'demo-provider') return { layer: 'service', unit: name };
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
