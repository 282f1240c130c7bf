import type { OperatorRole } from '@croupier/domain';
import type { Brand } from '@croupier/brand-config';
import { createBrandDirectory, type BrandDirectory } from '../brands';
import type { OperatorContext } from '../backoffice-operators';

/** Test helpers of red envelopes: the console's callers and brands, for tests that call the services directly. */

export function createDirectoryForTests(brands: readonly Brand[]): BrandDirectory {
  return createBrandDirectory(brands);
}

/** The context an operator's console call carries, for an operator a test made (every brand). */
export function operatorContextOf(operator: { id: string; username: string }, role: OperatorRole): OperatorContext {
  return { operator: { id: operator.id, username: operator.username, displayName: operator.username, role, merchantCodes: null } };
}
