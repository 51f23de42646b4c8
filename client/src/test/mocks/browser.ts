// The mocked API in the browser (`npm run dev:mock`): the same handlers the client's tests use
// (./handlers), answered by msw's service worker. Operations without a handler go on to the dev
// server's proxy (the real API at RIGFORGE_API), so a page can mix mocked and real answers.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startMockWorker(): Promise<void> {
  await setupWorker(...handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: false,
  });
}
