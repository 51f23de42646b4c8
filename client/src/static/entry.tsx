// The static build's data layer, loaded only when the build is static (lib/apollo.ts): the schema's
// SDL and the in-browser resolvers stay out of the server-mode bundle.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import sdl from '../../../schema.graphql?raw';
import { createStaticData } from './data';
import { sharedDemoSession } from './demo-auth';
import { DemoAuthProvider, DemoModeBanner } from './DemoAuthProvider';
import { createStaticLink } from './link';

/** The demo banner above the app, in its own root (it shares the demo session with the link). */
function mountDemoBanner() {
  if (typeof document === 'undefined' || document.getElementById('demo-mode')) return;
  const host = document.createElement('div');
  host.id = 'demo-mode';
  document.body.prepend(host);
  createRoot(host).render(
    <StrictMode>
      <DemoAuthProvider>
        <DemoModeBanner />
      </DemoAuthProvider>
    </StrictMode>,
  );
}

export function createStaticTransport() {
  mountDemoBanner();
  return createStaticLink(sdl, createStaticData(import.meta.env.BASE_URL), sharedDemoSession());
}
