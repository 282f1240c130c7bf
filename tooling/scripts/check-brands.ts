// Validates every brand file; the loader's error names the file, the field and the fix.
import path from 'node:path';
import { loadBrandsDir } from '@croupier/brand-config/node';

const brandsDir = path.resolve(import.meta.dirname, '../../brands');
try {
  const brands = loadBrandsDir(brandsDir);
  console.log(`brands: ${brands.map((brand) => brand.code).join(', ')} are valid`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
