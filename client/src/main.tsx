import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient, createStaticApolloClient } from './lib/apollo';
import { readStorage } from './lib/storage';
import { STATE_ELEMENT_ID } from './ssr/document';
import { DEMO_USER_KEY } from './static/demo-auth';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('RigForge: the #root element is missing from index.html');

const client = __RIGFORGE_STATIC__ ? createStaticApolloClient() : createApolloClient();
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

function start(root: HTMLElement) {
  // A prerendered page (docs/prerendering.md) carries the data it was rendered from: the app
  // hydrates it with that data in its cache. Prerendered pages show a guest's view, so a demo
  // session (static build) renders afresh instead; the server prerenders only for guests.
  const state = document.getElementById(STATE_ELEMENT_ID);
  if (state && !(__RIGFORGE_STATIC__ && readStorage(DEMO_USER_KEY) !== null)) {
    client.cache.restore(JSON.parse(state.textContent ?? '{}') as ReturnType<typeof client.cache.extract>);
    // As a transition, hydration works in short slices and yields to the browser between them,
    // instead of holding the main thread until the whole page is done.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

// `npm run dev:mock` (vite --mode mock): the tests' mocked API answers first (test/mocks/browser.ts).
// Every other build leaves this branch, and msw, out.
if (import.meta.env.MODE === 'mock') {
  void import('./test/mocks/browser').then((m) => m.startMockWorker()).then(() => start(container));
} else {
  start(container);
}
