import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that decompress to the original, and leaves the rest', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'croupier-precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    const script = 'export const games = [];\n'.repeat(200);
    writeFileSync(path.join(dist, 'assets/index-abc.js'), script);
    writeFileSync(path.join(dist, 'assets/tiny.js'), 'export {};');
    writeFileSync(path.join(dist, 'assets/font.woff2'), Buffer.alloc(4096, 7));

    const written = precompressDir(dist).map((file) => path.relative(dist, file));

    expect(written.sort()).toEqual(['assets/index-abc.js.br', 'assets/index-abc.js.gz']);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets/index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dist, 'assets/index-abc.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dist, 'assets/tiny.js.br'))).toBe(false);
  });
});
