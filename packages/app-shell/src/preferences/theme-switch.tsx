import { useTranslation } from 'react-i18next';
import { Switch } from '@croupier/ui';
import { usePreferences } from '../stores/app-stores';

/** Light/dark switch: on means dark. The choice is remembered and only flips `data-theme` on <html>. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = usePreferences((state) => state.theme);
  const setTheme = usePreferences((state) => state.setTheme);
  return (
    <div data-testid="theme-switch">
      <Switch checked={theme === 'dark'} onChange={(dark) => setTheme(dark ? 'dark' : 'light')} label={t('shell:preferences.darkTheme')} thumbIcon={theme === 'dark' ? '☾' : '☀'} />
    </div>
  );
}
