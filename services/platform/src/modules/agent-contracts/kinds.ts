import type { Brand } from '@croupier/brand-config';
import { CONTRACT_KINDS, SALARY_CONTRACT_KINDS, type ContractKind } from '@croupier/domain';
import { ApiError } from '../../http/api-error';

/** Which contract kinds a brand runs: salary kinds with `features.salaryContracts`, DIVIDEND with `features.dividendContracts`. */
export function kindEnabled(brand: Brand, kind: ContractKind): boolean {
  return (SALARY_CONTRACT_KINDS as readonly ContractKind[]).includes(kind) ? brand.features.salaryContracts : brand.features.dividendContracts;
}

export function enabledKinds(brand: Brand): ContractKind[] {
  return CONTRACT_KINDS.filter((kind) => kindEnabled(brand, kind));
}

export function refuseDisabledKind(brand: Brand, kind: ContractKind): void {
  if (!kindEnabled(brand, kind)) throw new ApiError('FEATURE_DISABLED', `${brand.displayName} does not offer ${kind} contracts`, [{ field: 'kind', message: 'is not offered on this site' }]);
}
