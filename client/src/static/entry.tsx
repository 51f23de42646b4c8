// The static build's data layer, loaded only when the build is static (lib/apollo.ts): the schema's
// SDL and the in-browser resolvers stay out of the server-mode bundle.
import sdl from '../../../schema.graphql?raw';
import { createStaticData } from './data';
import { sharedDemoSession } from './demo-auth';
import { createStaticLink } from './link';

export function createStaticTransport() {
  return createStaticLink(sdl, createStaticData(import.meta.env.BASE_URL), sharedDemoSession());
}
