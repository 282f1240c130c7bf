// Writes brand.schema.json from the zod schema. A test fails when the checked-in file is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandJsonSchema } from '../src/json-schema';

const target = path.resolve(import.meta.dirname, '../brand.schema.json');
writeFileSync(target, `${JSON.stringify(brandJsonSchema(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
