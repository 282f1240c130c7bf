export { ApiClientProvider, useApiClient } from './api-client-context';
export { callQueryKey, retryTransient, useCallQuery, type CallQueryOptions } from './use-call-query';
export { useSetPaymentPassword, type FirstPaymentPassword } from './use-set-payment-password';
