import type { Brand } from '@croupier/brand-config';
import { ApiError } from '../../http/api-error';
import type { BrandDirectory } from '../brands';
import type { OperatorContext } from '../backoffice-operators';

/** What the cashier desk decides by, for deposits and withdrawals alike (decision 0017). */

export type DeskOperator = OperatorContext['operator'];

export function mayWorkOn(operator: DeskOperator, merchantCode: string): boolean {
  return operator.merchantCodes === null || operator.merchantCodes.includes(merchantCode);
}

export function deskBrand(brands: BrandDirectory, merchantCode: string): Brand {
  const brand = brands.byMerchantCode(merchantCode);
  if (!brand) throw new ApiError('NOT_FOUND', `No brand has merchant code ${merchantCode}`);
  return brand;
}

/** The brand an operator asks to list: refused when they do not work on it. */
export function listedBrand(brands: BrandDirectory, operator: DeskOperator, merchantCode: string): Brand {
  const brand = deskBrand(brands, merchantCode);
  if (!mayWorkOn(operator, brand.merchantCode)) throw new ApiError('FORBIDDEN', `You do not work on ${brand.displayName}`);
  return brand;
}

/** Above the brand's threshold, money moves only on the approval of a second operator. */
export function needsSecondApproval(brand: Brand, amountMinor: bigint): boolean {
  const threshold = brand.cashier?.secondApprovalAboveMinor;
  return threshold !== undefined && amountMinor > BigInt(threshold);
}

export function secondApproverRequired(what: string, brand: Brand): ApiError {
  return new ApiError('SECOND_APPROVER_REQUIRED', `${what} is above ${brand.displayName}’s threshold and you approved it first; another operator must approve it`);
}

export function pagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
