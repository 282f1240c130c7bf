import type { Language } from '@croupier/domain';

/**
 * Field messages the validation engine has no words for. They are shown next to a form field, so
 * they come in the reader's language like the engine's own messages.
 */
const FIELD_MESSAGES = {
  en: {
    passwordsDiffer: 'The two passwords are not the same',
    invalidPhone: 'Enter a valid mobile number',
    samePassword: 'The new password must be different from the current one',
    resetLinkInvalid: 'This reset link is not valid any more; ask for a new one',
  },
  bn: {
    passwordsDiffer: 'দুটি পাসওয়ার্ড একই নয়',
    invalidPhone: 'একটি সঠিক মোবাইল নম্বর দিন',
    samePassword: 'নতুন পাসওয়ার্ড বর্তমান পাসওয়ার্ড থেকে আলাদা হতে হবে',
    resetLinkInvalid: 'এই রিসেট লিংকটি আর কাজ করে না; নতুন একটি চেয়ে নিন',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type FieldMessageKey = keyof (typeof FIELD_MESSAGES)['en'];

export function fieldMessage(key: FieldMessageKey, language: Language): string {
  return FIELD_MESSAGES[language][key];
}
