import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fairnessTestVectors } from '../vectors/fairness-vectors';

/** Writes the published test vectors from the implementation; the vectors test fails until they are written again after a change. */
const file = path.resolve(import.meta.dirname, '../../verifier/fairness-vectors.json');
writeFileSync(file, `${JSON.stringify(fairnessTestVectors(), null, 2)}\n`);
console.log(`wrote ${file}`);
