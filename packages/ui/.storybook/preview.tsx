import type { Decorator, Preview } from '@storybook/react-vite';
import type { ThemeMode } from '@croupier/brand-config';
import { isLanguage, LANGUAGES, type Language } from '@croupier/domain';
import '../src/fonts';
import { BRANDS, brandByCode } from './brands';
import { PreviewProvider } from './PreviewProvider';

/** "brand" follows the brand file's own default mode; the other two force a mode. */
type ThemeChoice = 'brand' | ThemeMode;

const LANGUAGE_TITLES: Record<Language, string> = { bn: 'বাংলা', en: 'English' };

function themeModeOf(choice: unknown, brandDefault: ThemeMode): ThemeMode {
  return choice === 'light' || choice === 'dark' ? choice : brandDefault;
}

/** The one provider every story renders in; the stories test composes stories with it too. */
const withCroupierProviders: Decorator = (Story, context) => {
  const brand = brandByCode(context.globals.brand);
  const mode = themeModeOf(context.globals.theme, brand.theme.defaultMode);
  const language = isLanguage(context.globals.language) ? context.globals.language : brand.languages.default;
  return (
    <PreviewProvider brand={brand} mode={mode} language={language}>
      <Story />
    </PreviewProvider>
  );
};

const preview: Preview = {
  decorators: [withCroupierProviders],
  globalTypes: {
    brand: {
      description: 'Brand file from brands/*.json',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRANDS.map((brand) => ({ value: brand.code, title: brand.displayName })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark tokens of the brand',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'brand' satisfies ThemeChoice, title: 'Brand default' },
          { value: 'light' satisfies ThemeChoice, title: 'Light', icon: 'sun' },
          { value: 'dark' satisfies ThemeChoice, title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the ui words',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_TITLES[language] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: BRANDS[0]?.code,
    theme: 'brand' satisfies ThemeChoice,
    language: 'bn' satisfies Language,
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
