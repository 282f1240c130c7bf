import { LanguageSwitch } from '../../preferences/language-switch';
import { ThemeSwitch } from '../../preferences/theme-switch';

/** The side menu's preferences: the brand's languages and light or dark. */
export function PreferenceSwitches() {
  return (
    <>
      <LanguageSwitch />
      <ThemeSwitch />
    </>
  );
}
