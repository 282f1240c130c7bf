export { PATTERNS, matchesPattern, normalisePatternId, type PatternId } from './patterns';
export { characterCount, validateField, validateFields, type FieldRule, type ValidationIssue } from './engine';
export { validationMessage } from './messages';
