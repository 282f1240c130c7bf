// Validates every brand file, each alone and beside the others (merchant codes, hosts); the loader's
// error names the file, the field and the fix. BRANDS_DIR, as the server reads it, checks another folder.
import path from 'node:path';
import { loadBrandsDir } from '@croupier/brand-config/node';

const brandsDir = process.env.BRANDS_DIR?.trim() ? path.resolve(process.env.BRANDS_DIR.trim()) : path.resolve(import.meta.dirname, '../../brands');
try {
  const brands = loadBrandsDir(brandsDir);
  console.log(`brands: ${brands.map((brand) => brand.code).join(', ')} are valid`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
