import { ApiError, requestUrl } from '@croupier/api-client';
import { failureSchema, type CallDefinition } from '@croupier/contract';
import type { AgentEnvironment } from '../environment/agent-environment';

export interface CsvDownload {
  fileName: string;
  blob: Blob;
}

/** The name the server gives the file, when it gives one; else the page's own. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1]?.trim() || fallback;
}

async function refusal(response: Response, call: CallDefinition): Promise<ApiError> {
  const text = await response.text();
  try {
    const failure = failureSchema.safeParse(JSON.parse(text));
    if (failure.success) return new ApiError(failure.data.code, failure.data.message, response.status, call.name, { fields: failure.data.fields });
  } catch {
    // not JSON: told as an unknown error below
  }
  return new ApiError('BAD_RESPONSE', `${call.name}: the export answered HTTP ${response.status}`, response.status, call.name);
}

/**
 * A report's whole range as the server's CSV (decision 0022: the same call with `format=csv`). The
 * query is checked against the call's own schema first, so a range the server would refuse is not
 * sent; a refusal comes back as the JSON envelope and is thrown as the ApiError it names.
 */
export async function fetchReportCsv(
  environment: AgentEnvironment,
  call: CallDefinition,
  query: Record<string, unknown>,
  options: { language: string; fileName: string },
): Promise<CsvDownload> {
  const checked = call.query.safeParse({ ...query, format: 'csv' });
  if (!checked.success) throw new ApiError('VALIDATION_FAILED', `${call.name}: the export's query does not fit the contract`, 0, call.name);
  const headers = new Headers({ Accept: 'text/csv', Merchant: environment.merchantCode, 'Accept-Language': options.language });
  const token = environment.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(requestUrl(environment.platformOrigin, call.path, checked.data as Record<string, unknown>), { headers });
  } catch {
    throw new ApiError('NETWORK', `${call.name}: platform unreachable`, 0, call.name, { networkReason: 'unreachable' });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/csv')) throw await refusal(response, call);
  return { fileName: fileNameOf(response, options.fileName), blob: await response.blob() };
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile({ fileName, blob }: CsvDownload): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
