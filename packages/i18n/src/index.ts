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
export { NUMBER_LOCALE, formatDateTime, formatDay, formatDigits, formatInteger, formatTime } from './format';
export { formatMoney, minorUnitsToDecimal, type CurrencyFormat } from './money-format';
export { languageOf, useLanguage } from './use-language';
export { describePostingNote, type PostingNoteContext, type PostingNoteWords } from './posting-note';
export { formatId } from './codes';
