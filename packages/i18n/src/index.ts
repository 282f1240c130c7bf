export {
  BUNDLED_NAMESPACES,
  DEFAULT_NAMESPACE,
  NAMESPACES,
  ON_DEMAND_NAMESPACES,
  type BundledNamespace,
  type Namespace,
  type OnDemandNamespace,
} from './namespaces';
export { ON_DEMAND_RESOURCES, RESOURCES, type Dictionary } from './resources';
export { applyDocumentLanguage, createI18n } from './setup';
export { NUMBER_LOCALE, formatDateTime, formatDay, formatInteger } from './format';
export { formatMoney, minorUnitsToDecimal, type CurrencyFormat } from './money-format';
export { languageOf, useLanguage } from './use-language';
