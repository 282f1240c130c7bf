export { ApiError, isApiError, isRetryableError, type ApiErrorCode, type ApiErrorDetails, type NetworkFailureReason } from './api-error';
export { DEFAULT_TIMEOUT_MS, createApiClient, type ApiClient, type ApiClientOptions, type CallInput } from './client';
export { fillPathParams, requestUrl } from './request-url';
export { newRequestId } from './request-id';
