import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Remembers which methods each API path answers, so a call with the wrong method can be told
 * METHOD_NOT_ALLOWED with the methods that would work, instead of a bare NOT_FOUND.
 */
export class RouteRegistry {
  private readonly routes = new Map<string, KnownRoute>();

  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      const known = this.routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
      for (const method of [route.method].flat()) known.methods.add(method);
      this.routes.set(route.url, known);
    });
  }

  /** Methods some route answers on this concrete path; empty when no route has the path at all. */
  methodsFor(pathname: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes.values()) {
      if (route.pattern.test(pathname)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  }
}
