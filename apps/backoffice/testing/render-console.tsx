import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { boGetBrands, boGetSession, type BackofficeBrand, type BackofficeOperator } from '@croupier/contract';
import type { StubPlatform } from '@croupier/api-client/testing';
import { ConsoleApp } from '../src/console-app';
import { createConsoleContext, type ConsoleContext } from '../src/console-context';
import { consoleRoutes } from '../src/routing/console-routes';
import { NORTHSTAR, SHONALI, operator as anOperator } from './fixtures';

export const TEST_TOKEN = 'a'.repeat(64);

export interface ConsoleRender {
  context: ConsoleContext;
  router: ReturnType<typeof createMemoryRouter>;
}

/** The platform's answers every signed-in page asks for: who the operator is, and their brands. */
export function answerSession(platform: StubPlatform, operator: BackofficeOperator = anOperator(), brands: BackofficeBrand[] = [NORTHSTAR, SHONALI]): void {
  platform.answer(boGetSession, () => ({ value: operator }));
  platform.answer(boGetBrands, () => ({ value: { brands } }));
}

/**
 * The whole console as the page starts it, at `path`, against a stub platform: the real API client,
 * i18next with the on-demand words, react-query and the router. Signed in as `operator` unless null.
 */
export function renderConsole(platform: StubPlatform, path: string, operator: BackofficeOperator | null = anOperator()): ConsoleRender {
  const context = createConsoleContext({ storage: window.sessionStorage, baseUrl: platform.url });
  if (operator) context.session.getState().begin(TEST_TOKEN, operator);
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [path] });
  render(<ConsoleApp context={context} router={router} />);
  return { context, router };
}
