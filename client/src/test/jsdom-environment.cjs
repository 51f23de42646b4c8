/**
 * jsdom, plus the fetch API and the streams of Node (jsdom has none of them), so that the client's
 * real HttpLink sends its requests with fetch and msw/node (client/src/test/mocks) answers them.
 * AbortController and AbortSignal are Node's too: Node's fetch only takes its own signals. Blob,
 * File and FormData stay jsdom's (its forms and FileReader need them).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
