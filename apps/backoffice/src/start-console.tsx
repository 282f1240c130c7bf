import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { ConsoleApp } from './console-app';
import { createConsoleContext } from './console-context';
import { consoleRoutes } from './routing/console-routes';

/** Mounts the console into `#root`, its session kept in this tab's sessionStorage. */
export function startConsole(container: HTMLElement | null): void {
  if (!container) throw new Error('the operator console needs a #root element in index.html');
  const context = createConsoleContext({ storage: window.sessionStorage });
  createRoot(container).render(
    <StrictMode>
      <ConsoleApp context={context} router={createBrowserRouter(consoleRoutes())} />
    </StrictMode>,
  );
}
