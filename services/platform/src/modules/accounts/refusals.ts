import { ApiError } from '../../http/api-error';
import { parsePhone, type PhoneNumber } from '../sms';
import type { MemberConflict } from './repository';

export function featureDisabled(what: string): ApiError {
  return new ApiError('FEATURE_DISABLED', `${what} is not offered on this site`);
}

/** A mobile number as SMS calls need it, or the SMS refusal for a missing or malformed one. */
export function phoneOrRefuse(mobileNum: string | undefined, countryDialingCode: string | undefined): PhoneNumber {
  const phone = parsePhone(mobileNum, countryDialingCode);
  if (phone === 'missing') throw new ApiError('SMS_MISSING_PHONE', 'Enter your mobile number');
  if (phone === 'invalid') throw new ApiError('SMS_INVALID_PHONE', 'The mobile number is not valid');
  return phone;
}

export function conflictError(conflict: MemberConflict): ApiError {
  if (conflict === 'mobile') return new ApiError('MOBILE_TAKEN', 'An account with this mobile number already exists');
  if (conflict === 'username') return new ApiError('USERNAME_TAKEN', 'This username is taken; choose another');
  return new ApiError('VALIDATION_FAILED', 'This affiliate code belongs to another agent', [{ field: 'affiliateCode', message: 'is taken' }]);
}
