import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { attributeFile, decodeMappings, firstRouteScripts, packageOfSource } from '../../scripts/bundle-size.mjs';

describe('decodeMappings', () => {
  it('reads columns per line and source indexes across lines', () => {
    // ACAA: column 0, source +1; IDAA: column +4, source -1; next line: column 0 again, source +1.
    expect(decodeMappings('ACAA,IDAA;ACAA')).toEqual([
      [
        [0, 1],
        [4, 0],
      ],
      [[0, 1]],
    ]);
    expect(decodeMappings('A,EAAA')).toEqual([
      [
        [0, -1],
        [2, 0],
      ],
    ]);
  });
});

describe('packageOfSource', () => {
  it('names the npm package or the workspace folder of a source', () => {
    expect(packageOfSource('../../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/client.js')).toBe('react-dom');
    expect(packageOfSource('../../node_modules/.pnpm/@tanstack+query-core@5.1.0/node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(packageOfSource('../../packages/features/games/src/home.tsx')).toBe('packages/features/games');
    expect(packageOfSource('../../packages/api-client/src/client.ts')).toBe('packages/api-client');
  });
});

describe('first route', () => {
  it('counts the entry and its preloads, and splits a file by the packages of its source map', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'croupier-bundle-size-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor.js">',
    );
    const react = 'function r(){return 1}'.repeat(40);
    const ours = 'const shell=()=>r();'.repeat(10);
    writeFileSync(path.join(dist, 'assets/vendor.js'), `${react}${ours}`);
    writeFileSync(
      path.join(dist, 'assets/vendor.js.map'),
      JSON.stringify({ version: 3, sources: ['../node_modules/react/index.js', '../packages/app-shell/src/shell.ts'], mappings: `AAAA,${vlq(react.length)}CAA` }),
    );
    expect(firstRouteScripts(dist).map((file) => path.relative(dist, file))).toEqual(['assets/index.js', 'assets/vendor.js']);

    // The app the entry starts after the first paint counts too, with what it imports, not what it loads later.
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['start.tsx'] },
        '_vendor.js': { file: 'assets/vendor.js' },
        'start.tsx': { file: 'assets/start.js', imports: ['_vendor.js', '_shared.js'], dynamicImports: ['later.tsx'] },
        '_shared.js': { file: 'assets/shared.js' },
        'later.tsx': { file: 'assets/later.js' },
      }),
    );
    expect(firstRouteScripts(dist).map((file) => path.relative(dist, file))).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/start.js', 'assets/shared.js']);

    const { gzipBytes, shares } = attributeFile(path.join(dist, 'assets/vendor.js'));
    expect(gzipBytes).toBe(gzipSync(`${react}${ours}`, { level: 9 }).length);
    expect([...shares.keys()].sort()).toEqual(['packages/app-shell', 'react']);
    expect([...shares.values()].reduce((sum, bytes) => sum + bytes, 0)).toBeCloseTo(gzipBytes);
  });
});

/** Base64 VLQ of one non-negative number, enough to write a test map by hand. */
function vlq(value: number): string {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let rest = value * 2;
  let text = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    text += digits[rest > 0 ? digit | 32 : digit];
  } while (rest > 0);
  return text;
}
