import type { Language } from '@croupier/domain';
import type { ValidationIssue } from './engine';
import bn from './messages/bn.json';
import en from './messages/en.json';

/**
 * Messages live with the engine, not in the app's dictionaries, because the server must answer with
 * the very same words and may not import the client's i18n package. check-i18n.mjs checks these too.
 */
const MESSAGES: Record<Language, typeof en> = { bn, en };

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Digits in the reader's script: Bengali readers get Bengali digits in bounds. */
function localDigits(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', { useGrouping: false }).format(value);
}

export function validationMessage(issue: ValidationIssue, language: Language): string {
  const messages = MESSAGES[language];
  if (issue.code === 'required' || issue.code === 'notText' || issue.code === 'unknownPattern' || issue.code === 'wholeNumber') return messages[issue.code];
  if (issue.code === 'atMost') return fill(messages.atMost, { max: localDigits(issue.max, language) });
  if (issue.code === 'atLeast') return fill(messages.atLeast, { min: localDigits(issue.min, language) });
  const min = localDigits(issue.min, language);
  const max = localDigits(issue.max, language);
  // One number when min equals max (SPEC §5).
  const bounds = issue.min === issue.max ? fill(messages.exact, { min }) : fill(messages.range, { min, max });
  return fill(messages.patterns[issue.patternId], { bounds });
}
