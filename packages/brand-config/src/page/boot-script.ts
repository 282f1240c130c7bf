import type { Brand } from '../schema';
import { REMEMBERED_KEYS } from './remembered-keys';

/**
 * Runs before any bundle: applies a returning visitor's remembered theme and language to <html>, so
 * the first paint already has them. Values are checked against the brand's allowed ones.
 */
export function bootScript(brand: Brand): string {
  const offered = JSON.stringify(brand.languages.offered);
  return [
    '(function(){try{',
    'var root=document.documentElement;',
    `var theme=localStorage.getItem(${JSON.stringify(REMEMBERED_KEYS.theme)});`,
    "if(theme==='light'||theme==='dark')root.setAttribute('data-theme',theme);",
    `var language=localStorage.getItem(${JSON.stringify(REMEMBERED_KEYS.language)});`,
    `if(${offered}.indexOf(language)>=0)root.lang=language;`,
    '}catch(error){}})();',
  ].join('');
}
