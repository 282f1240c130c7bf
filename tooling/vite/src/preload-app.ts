import type { HtmlTagDescriptor, Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  isEntry?: boolean;
  viteMetadata?: { importedCss?: ReadonlySet<string> };
}

/**
 * The files the app needs to start: what the entry loads on purpose after the first paint (its
 * dynamic imports) and everything those import statically, in load order, without the entry's own.
 */
export function appStartFiles(bundle: Record<string, ChunkLike>, entryFileName: string): string[] {
  const entry = bundle[entryFileName];
  if (!entry || entry.type !== 'chunk') return [];
  const alreadyLoaded = new Set([entryFileName, ...(entry.imports ?? [])]);
  const found: string[] = [];
  const visit = (fileName: string) => {
    if (alreadyLoaded.has(fileName) || found.includes(fileName)) return;
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return;
    found.push(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const started of entry.dynamicImports ?? []) visit(started);
  return found;
}

/** Stylesheets of those files: the page links them itself, so first paint and fonts do not wait for scripts. */
export function appStartStylesheets(bundle: Record<string, ChunkLike>, files: readonly string[]): string[] {
  const sheets = new Set<string>();
  for (const fileName of files) for (const sheet of bundle[fileName]?.viteMetadata?.importedCss ?? []) sheets.add(sheet);
  return [...sheets];
}

/**
 * The entry waits a frame before it loads the app, so the page's own HTML paints first. The page links
 * the app's stylesheets itself (fonts and styles are asked for with the page), but not its scripts:
 * a script asked for before the first paint competes with the banner for a slow link, and the app's
 * dynamic import asks for all of its chunks at once anyway.
 */
export function preloadAppPlugin(): Plugin {
  let base = '/';
  return {
    name: 'croupier-preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const entry = context.chunk;
        if (!context.bundle || !entry) return [];
        const bundle = context.bundle as Record<string, ChunkLike>;
        return appStartStylesheets(bundle, appStartFiles(bundle, entry.fileName)).map((sheet) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: '', href: `${base}${sheet}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
