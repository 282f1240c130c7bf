/**
 * Dictionary namespaces. Each is one JSON file per language under locales/<lang>/<namespace>.json,
 * and tooling/scripts/check-i18n.mjs fails CI when a key is in one language and not the other.
 */
/** Bundled with the app: the shell around every screen needs their words. */
export const BUNDLED_NAMESPACES = ['common', 'ui', 'shell', 'system'] as const;
/**
 * Fetched the first time a screen asks for them (react-i18next suspends until then), so words of
 * screens behind a click (the account popups), of lazy screens (the games, whose route loads its
 * words beside its script) or of members' parts (the wallet) do not weigh on the first route.
 */
export const ON_DEMAND_NAMESPACES = ['account', 'games', 'wallet', 'originals', 'records', 'cashier', 'transfers', 'backoffice', 'notifications', 'agent', 'redEnvelope', 'rebates', 'bonusConsole', 'promotions', 'promotionConsole'] as const;
export const NAMESPACES = [...BUNDLED_NAMESPACES, ...ON_DEMAND_NAMESPACES] as const;

export type BundledNamespace = (typeof BUNDLED_NAMESPACES)[number];
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';
