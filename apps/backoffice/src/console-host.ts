/** Where `pnpm start` serves the console (decision 0021); the dev server asks the platform as this host. */
export const CONSOLE_DEV_HOST = 'backoffice.localhost:8080';
