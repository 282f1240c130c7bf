export {
  ACCOUNT_ERROR_CODES,
  GAME_ERROR_CODES,
  MONEY_ERROR_CODES,
  IN_HOUSE_ERROR_CODES,
  CASHIER_ERROR_CODES,
  CONTRACT_ERROR_CODES,
  ERROR_CODES,
  GENERAL_ERROR_CODES,
  ERROR_HTTP_STATUS,
  envelopeSchema,
  failureSchema,
  fieldErrorSchema,
  successSchema,
  type ErrorCode,
  type Failure,
  type FieldError,
} from './envelope';
export { defineCall, type CallBody, type CallSecret, type CallDefinition, type CallParams, type CallQuery, type CallValue, type HttpMethod } from './call';
export * from './system';
export * from './games';
export * from './ops';
export * from './accounts';
export * from './sealed';
export * from './wallet';
export * from './seamless';
export * from './inhouse';
export * from './records';
export * from './account-records';
export { WHOLE_NUMBER_MESSAGE } from './query-numbers';
export { postingNoteSchema } from './posting-note';
export * from './backoffice';
export * from './cashier';
export * from './withdrawals';
export * from './transfers';
export * from './gateway';
export * from './notifications';
export * from './agents';
export * from './agent-contracts';
export { ALL_CALLS } from './registry';
export * from './red-envelopes';
export * from './rebates';
export * from './bonuses';
export * from './bonus-console';
export * from './promotions';
export * from './promotion-console';
