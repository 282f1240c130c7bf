import { useTranslation } from 'react-i18next';
import { isLanguage } from '@croupier/domain';
import { Select } from '@croupier/ui';
import { useBrand } from '../brand/brand-context';
import { usePreferences } from '../stores/app-stores';

/** Picks among the brand's offered languages only; each option is named in its own language. */
export function LanguageSwitch({ hideLabel = false }: { hideLabel?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = usePreferences((state) => state.language);
  const setLanguage = usePreferences((state) => state.setLanguage);
  return (
    <Select
      label={t('shell:preferences.language')}
      hideLabel={hideLabel}
      compact
      value={language}
      options={brand.languages.offered.map((option) => ({ value: option, label: t(`common:language.${option}`) }))}
      onChange={(value) => {
        if (isLanguage(value)) setLanguage(value);
      }}
      data-testid="language-switch"
    />
  );
}
