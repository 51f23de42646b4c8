/**
 * Monaco (GraphiQL 5's editor) runs its language services in web workers. The workers are bundled
 * from local packages by Vite's `?worker` imports, so they load from our own origin (CSP
 * `worker-src 'self'`) and need no CDN. This must run before GraphiQL loads Monaco.
 *
 * Not `graphiql/setup-workers/vite`: that file sits in node_modules, where Vite's dependency
 * pre-bundling cannot process `?worker` imports (the dev server fails on it).
 */
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

interface MonacoEnvironmentLike {
  getWorker(workerId: string, label: string): Worker;
}

(globalThis as typeof globalThis & { MonacoEnvironment?: MonacoEnvironmentLike }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'graphql') return new GraphQLWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};
