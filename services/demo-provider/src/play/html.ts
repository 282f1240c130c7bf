/** Text made safe to put between tags or inside a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON that may sit inside a <script type="application/json"> without ending it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Bengali pages show Bengali digits, as the brands do. */
export function localDigits(text: string, language: 'en' | 'bn'): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit) : text;
}

/** "golden-fortune-2" reads "Golden Fortune 2". */
export function gameTitleOf(gameCode: string): string {
  return gameCode
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
