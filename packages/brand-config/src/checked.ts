import type { Brand } from './schema';

/**
 * The brand a shell starts from. The brand plugin checks the brand file against the schema when it
 * loads it and serves the checked JSON with defaults filled in, so a wrong file already failed the
 * build; checking it again in the browser would put the schema library on the first route. Only the
 * file name is compared, which costs nothing and catches a shell pointed at another brand's file.
 */
export function checkedBrand(data: unknown, fileName: string): Brand {
  const brand = data as Brand;
  if (typeof brand?.code !== 'string' || !fileName.endsWith(`${brand.code}.json`)) {
    throw new Error(`${fileName} does not hold the brand this shell was built for; rebuild the shell from its brand file`);
  }
  return brand;
}
