export {
  brandSchema,
  type Brand,
  type BrandFeatures,
  type BrandInput,
  type CashierSettings,
  type CatalogueSettings,
  type DepositChannel,
  type FeatureFlag,
  type HotGamesRule,
  type WithdrawChannel,
} from './schema';
export { LICENSED_CATEGORIES, PLATFORM_VENDORS, defaultVendorsByCategory, isLicensedCategory, vendorsOfCategory, type LicensedCategory, type PlatformVendor } from './vendors';
export { BrandConfigError, parseBrand, parseBrandText } from './parse';
export { brandHostnames, brandSetProblems } from './brand-set';
export { brandStylesheet, resolveTheme, tokensToCss } from './theme';
export { BASE_THEME, COLOR_TOKENS, cssVariableName, type ThemeMode, type ThemeTokens } from './tokens';
export { isSafeColor } from './values';
export { brandJsonSchema } from './json-schema';
export { HOME_FIRST_PAINT_SLOT } from './shell-slots';
