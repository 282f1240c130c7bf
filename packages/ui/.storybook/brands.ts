import { parseBrand, type Brand } from '@croupier/brand-config';

// Every brand file, read at build time; parseBrand fails loudly on a file the schema refuses.
const brandFiles = import.meta.glob<unknown>('../../../brands/*.json', { eager: true, import: 'default' });

export const BRANDS: Brand[] = Object.entries(brandFiles)
  .map(([path, data]) => parseBrand(data, path))
  .sort((a, b) => a.code.localeCompare(b.code));

export function brandByCode(code: unknown): Brand {
  const brand = BRANDS.find((candidate) => candidate.code === code) ?? BRANDS[0];
  if (!brand) throw new Error('No brand files found under brands/: Storybook needs at least one');
  return brand;
}
