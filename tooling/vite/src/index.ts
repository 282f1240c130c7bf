export { appBuildOptions, siteViteConfig, PLATFORM_DEV_ORIGIN, type ChunkGroup, type SiteViteConfigOptions } from './site-vite-config';
export { devBrandCode, devBrandPagePlugin } from './dev-brand-page';
export { precompressDir, precompressPlugin } from './precompress';
export { brandFilePath, REPO_ROOT } from './paths';
