import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { assertNoViolations } from './mocks/schema-check';

Object.assign(globalThis, { TextEncoder, TextDecoder });

window.scrollTo = () => undefined;

// Radix's positioned layers (menus, popovers, tooltips) measure their anchor with a ResizeObserver, which jsdom lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver;

// Radix Toast releases the pointer it captured for a swipe; jsdom has no pointer capture.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

// A mocked answer the server could never give fails the test that received it.
afterEach(() => assertNoViolations());
