export { startBrandApp, type StartedBrandApp } from './start-brand-app';
export { AppProviders, BrandApp } from './brand-app';
export { createAppContext, type AppContext, type AppContextOptions } from './app-context';
export { createRoutes } from './routing/create-routes';
export { SHELL_ROUTES, type RouteAccess, type RouteLayout, type RouteScreen, type ShellRoute } from './routing/route-table';
export { redirectFor } from './routing/access';
export { buildTopNavItems, categoryNavItems, type TopNavItem } from './navigation/top-nav-items';
export { buildVendorGroups, type VendorGroup } from './navigation/vendor-groups';
export { STORAGE_KEYS } from './preferences/storage-keys';
