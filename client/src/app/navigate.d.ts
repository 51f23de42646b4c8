// The app renders a <BrowserRouter> (declarative mode), whose navigate() returns nothing; react-router
// types it `void | Promise<void>` because data routers return a promise. Narrowing it here, as
// react-router's useNavigate documentation advises, keeps no-floating-promises exact instead of
// `void`-ing every navigation. Switch to `Promise<void>` if the app ever moves to a data router.
import type { NavigateOptions, To } from 'react-router';

declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
