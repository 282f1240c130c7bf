import type { Language } from '@croupier/domain';
import type { BundledNamespace, OnDemandNamespace } from './namespaces';
import bnCommon from './locales/bn/common.json';
import bnShell from './locales/bn/shell.json';
import bnSystem from './locales/bn/system.json';
import bnUi from './locales/bn/ui.json';
import enCommon from './locales/en/common.json';
import enShell from './locales/en/shell.json';
import enSystem from './locales/en/system.json';
import enUi from './locales/en/ui.json';

export type Dictionary = Record<string, unknown>;

/** Dictionaries of the first screen, bundled: together they are a few kilobytes, smaller than a second request. */
export const RESOURCES: Record<Language, Record<BundledNamespace, Dictionary>> = {
  bn: { common: bnCommon, ui: bnUi, shell: bnShell, system: bnSystem },
  en: { common: enCommon, ui: enUi, shell: enShell, system: enSystem },
};

/** Dictionaries of screens behind a click, each its own chunk, loaded when first asked for. */
export const ON_DEMAND_RESOURCES: Record<Language, Record<OnDemandNamespace, () => Promise<Dictionary>>> = {
  bn: {
    account: () => import('./locales/bn/account.json').then((module) => module.default),
    games: () => import('./locales/bn/games.json').then((module) => module.default),
    records: () => import('./locales/bn/records.json').then((module) => module.default),
    cashier: () => import('./locales/bn/cashier.json').then((module) => module.default),
    transfers: () => import('./locales/bn/transfers.json').then((module) => module.default),
    wallet: () => import('./locales/bn/wallet.json').then((module) => module.default),
    originals: () => import('./locales/bn/originals.json').then((module) => module.default),
    // The operator console speaks English first; these are its English words until they are translated.
    backoffice: () => import('./locales/bn/backoffice.json').then((module) => module.default),
    notifications: () => import('./locales/bn/notifications.json').then((module) => module.default),
    agent: () => import('./locales/bn/agent.json').then((module) => module.default),
    redEnvelope: () => import('./locales/bn/redEnvelope.json').then((module) => module.default),
    rebates: () => import('./locales/bn/rebates.json').then((module) => module.default),
    // the console's bonus words: English in both, as the console's own
    bonusConsole: () => import('./locales/bn/bonusConsole.json').then((module) => module.default),
    promotions: () => import('./locales/bn/promotions.json').then((module) => module.default),
    // the console's promotion words: English in both, as the console's own, except the member preview's
    // (`member`), which are in the member's language, as the builder shows a promotion in each
    promotionConsole: () => import('./locales/bn/promotionConsole.json').then((module) => module.default),
  },
  en: {
    account: () => import('./locales/en/account.json').then((module) => module.default),
    games: () => import('./locales/en/games.json').then((module) => module.default),
    records: () => import('./locales/en/records.json').then((module) => module.default),
    cashier: () => import('./locales/en/cashier.json').then((module) => module.default),
    transfers: () => import('./locales/en/transfers.json').then((module) => module.default),
    wallet: () => import('./locales/en/wallet.json').then((module) => module.default),
    originals: () => import('./locales/en/originals.json').then((module) => module.default),
    backoffice: () => import('./locales/en/backoffice.json').then((module) => module.default),
    notifications: () => import('./locales/en/notifications.json').then((module) => module.default),
    agent: () => import('./locales/en/agent.json').then((module) => module.default),
    redEnvelope: () => import('./locales/en/redEnvelope.json').then((module) => module.default),
    rebates: () => import('./locales/en/rebates.json').then((module) => module.default),
    bonusConsole: () => import('./locales/en/bonusConsole.json').then((module) => module.default),
    promotions: () => import('./locales/en/promotions.json').then((module) => module.default),
    promotionConsole: () => import('./locales/en/promotionConsole.json').then((module) => module.default),
  },
};
