import type { CallDefinition, CallValue } from '@croupier/contract';
import type { StubFailure, StubPlatform, StubRequest } from '@croupier/api-client/testing';

export type ReportAnswer<C extends CallDefinition> = { value: CallValue<C> } | { failure: StubFailure } | { csv: string; fileName?: string };

const encoder = new TextEncoder();

/**
 * Answers a report call at its path both ways the platform does: the JSON envelope for a page, and
 * `text/csv` when asked with `format=csv` (decision 0022). The stub serves a path as a file or as a
 * call, not both, so the JSON envelope is written out here as the platform writes it.
 */
export function answerReport<C extends CallDefinition>(platform: StubPlatform, call: C, handler: (request: StubRequest) => ReportAnswer<C>): void {
  platform.answerFile(call.path, (request) => {
    const answer = handler(request);
    if ('failure' in answer) return answer;
    if ('csv' in answer) return { contentType: 'text/csv; charset=utf-8', bytes: encoder.encode(answer.csv) };
    return { contentType: 'application/json', bytes: encoder.encode(JSON.stringify({ success: true, value: answer.value })) };
  });
}

/** Every request the stub saw at a call's path, the CSV ones included. */
export function requestsAt(platform: StubPlatform, call: CallDefinition): StubRequest[] {
  return platform.requests.filter((request) => request.method === call.method && request.path === call.path);
}
