import type { ApiClient, ApiClientOptions } from '@croupier/api-client';

/**
 * An API client whose implementation (request building, answer checks and with them the schema
 * library) loads beside the login page rather than in it, as the brand shells' does. Loading starts
 * as the client is made, not at the first call.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  const load = (): Promise<ApiClient> => {
    loading ??= import('@croupier/api-client').then(
      ({ createApiClient }) => createApiClient(options),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  void load().catch(() => undefined);
  return {
    merchantCode: options.merchantCode,
    callApi: (call, input) => load().then((client) => client.callApi(call, input)),
  };
}
