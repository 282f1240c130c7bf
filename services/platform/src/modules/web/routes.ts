// reply.sendFile is @fastify/static's (registered in app.ts); its types come with this import wherever the routes are checked
import type {} from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_SCRIPT_FILE, FAVICON_FILE, bootScript, faviconSvg } from '@croupier/brand-config/page';
import type { AppDeps } from '../../app-deps';
import { isApiPath, pathnameOf } from '../../http/api-paths';
import { hostnameOf, portOf } from '../brands';
import { CONSOLE_MISSING_TEXT, DEFAULT_CONSOLE_HOSTS, consoleDistDir, consoleHostnames, consoleUrl } from './console';
import { brandIndexPage, siteDistDir, siteMissingText } from './service';
import { SitePages } from './site-pages';
import { CACHE_REVALIDATE, resolveShellTarget, type ShellTarget } from './shell-files';

function portOfRequest(request: FastifyRequest): number {
  return portOf(request.host) ?? request.raw.socket.localPort ?? 80;
}

/** A built app's file as resolved, or the words for a missing one; `/` of a brand shell is answered by its caller. */
function sendShellFile(reply: FastifyReply, target: ShellTarget, distDir: string, pathname: string, missingText: string) {
  switch (target.kind) {
    case 'shell-missing':
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(missingText);
    case 'not-found':
      return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${pathname}\n`);
    case 'file':
      return reply.header('cache-control', target.cacheControl).sendFile(target.relativePath, distDir, { cacheControl: false });
  }
}

/**
 * Every brand's site from APPS_DIR/site/dist, its page made the brand's own as it is served, with the
 * brand's boot script and icon; the operator console from APPS_DIR/backoffice/dist on its own hosts;
 * and the brand index for unknown hosts. (The drawn pictures are the catalogue's and the banners'
 * owners' routes: modules/games and modules/content.)
 */
export function registerWebRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sitePages = new SitePages(deps.announcements);
  const siteDir = siteDistDir(deps.config.appsDir);
  const consoleHosts = consoleHostnames(deps.config.consoleHosts ?? DEFAULT_CONSOLE_HOSTS, deps.brands);
  const consoleDir = consoleDistDir(deps.config.appsDir);
  const [firstConsoleHost] = consoleHosts;
  app.get('/*', async (request, reply) => {
    // API paths that reach here have no GET route: the not-found handler answers in JSON (404 or 405).
    if (isApiPath(request.url)) return reply.callNotFound();
    const pathname = pathnameOf(request.url);
    const hostname = hostnameOf(request.host);
    if (hostname !== null && consoleHosts.has(hostname)) return sendShellFile(reply, resolveShellTarget(consoleDir, pathname), consoleDir, pathname, CONSOLE_MISSING_TEXT);
    const brand = deps.brands.byHost(request.host);
    if (!brand) {
      const port = portOfRequest(request);
      const page = brandIndexPage(deps.brands.all, port, firstConsoleHost === undefined ? null : consoleUrl(firstConsoleHost, port));
      return reply.code(pathname === '/' ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', CACHE_REVALIDATE).send(page);
    }
    if (pathname === `/${BOOT_SCRIPT_FILE}`) return reply.type('text/javascript; charset=utf-8').header('cache-control', CACHE_REVALIDATE).send(bootScript(brand));
    if (pathname === `/${FAVICON_FILE}`) return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE_REVALIDATE).send(faviconSvg(brand));
    const target = resolveShellTarget(siteDir, pathname);
    if (target.kind === 'file' && target.relativePath === 'index.html') {
      const page = await sitePages.page(brand, siteDir, pathname === '/' ? 'home' : 'route', request.headers['accept-encoding']);
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding').header('cache-control', CACHE_REVALIDATE).send(page.body);
    }
    return sendShellFile(reply, target, siteDir, pathname, siteMissingText(brand));
  });
}
