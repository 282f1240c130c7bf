import { describe, expect, it } from 'vitest';
import { appStartFiles, appStartStylesheets } from './preload-app';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('the files an entry loads after the first paint', () => {
  const bundle = {
    'entry.js': chunk('entry.js', ['small.js'], ['app.js']),
    'small.js': chunk('small.js'),
    'app.js': chunk('app.js', ['vendor.js', 'small.js', 'shared.js'], ['later.js'], ['app.css']),
    'vendor.js': chunk('vendor.js', ['shared.js']),
    'shared.js': chunk('shared.js', [], [], ['shared.css']),
    'later.js': chunk('later.js', [], [], ['later.css']),
    'logo.svg': { type: 'asset' as const, fileName: 'logo.svg' },
  };

  it('are its dynamic imports and their static imports, once each, without what the entry already loads', () => {
    expect(appStartFiles(bundle, 'entry.js')).toEqual(['app.js', 'vendor.js', 'shared.js']);
  });

  it('leave out what those files load only on demand', () => {
    expect(appStartFiles(bundle, 'entry.js')).not.toContain('later.js');
  });

  it('bring their stylesheets, and not those of chunks loaded on demand', () => {
    expect(appStartStylesheets(bundle, appStartFiles(bundle, 'entry.js'))).toEqual(['app.css', 'shared.css']);
  });

  it('are none for an entry that is not in the bundle', () => {
    expect(appStartFiles(bundle, 'missing.js')).toEqual([]);
  });
});
