export { appBuildOptions, brandViteConfig, PLATFORM_DEV_ORIGIN, type BrandViteConfigOptions, type ChunkGroup } from './brand-vite-config';
export { brandPlugin } from './brand-plugin';
export { BOOT_SCRIPT_FILE, BRAND_STYLESHEET_ID, FAVICON_FILE, brandHeadTags, brandIndexHtml } from './brand-html';
export { bootScript } from './boot-script';
export { faviconSvg } from './favicon';
export { precompressDir, precompressPlugin } from './precompress';
export { brandFilePath, REPO_ROOT } from './paths';
