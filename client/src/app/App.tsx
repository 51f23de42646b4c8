import type { ComponentType, ReactNode } from 'react';
import { type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '../lib/theme';
import { AccountPreferencesSync } from '../lib/session/preferences';
import { Toaster, ToastProvider } from '../components/ui/toast';
import { KeptToastOnLoad } from './KeptToastOnLoad';
import { AppRoutes } from './routes';
import { SignInRequired } from './SignInRequired';

/**
 * Providers (Apollo, theme, toasts) around the router, and the app-wide session handlers. The
 * browser's router by default; the prerenderer (ssr/render.tsx) passes a static one.
 */
export function App({
  client,
  Router = BrowserRouter,
}: {
  client: ApolloClient;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <AccountPreferencesSync />
          <SignInRequired />
          <Router>
            <AppRoutes />
          </Router>
          <Toaster />
          <KeptToastOnLoad />
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
