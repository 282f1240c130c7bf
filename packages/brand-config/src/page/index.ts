// The page every brand's site is served as: one built page, made the brand's own when it is served.
export { BRAND_DATA_ID, brandDataOf, type PageElements } from './brand-data';
export { BOOT_SCRIPT_FILE, BRAND_STYLESHEET_ID, FAVICON_FILE, brandPageHtml, firstPaintHtml } from './brand-page';
export { bootScript } from './boot-script';
export { faviconSvg } from './favicon';
export { REMEMBERED_KEYS } from './remembered-keys';
