/** The build-time flag of the static build (`vite build --mode static`, docs/static-deployment.md). */
declare const __RIGFORGE_STATIC__: boolean | undefined;

/** True in the static deployment: no server; content from JSON, accounts are a demo in browser storage. */
export const IS_STATIC_DEPLOYMENT: boolean = typeof __RIGFORGE_STATIC__ !== 'undefined' && __RIGFORGE_STATIC__;

/** What a screen that needs the server says in the static deployment. */
export const NOT_IN_DEMO = 'Not available in the demo';
