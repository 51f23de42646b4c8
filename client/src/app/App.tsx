import { type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '../lib/theme';
import { AccountPreferencesSync } from '../lib/session/preferences';
import { Toaster, ToastProvider } from '../components/ui/toast';
import { AppRoutes } from './routes';
import { SignInRequired } from './SignInRequired';

/** Providers (Apollo, theme, toasts) around the router, and the app-wide session handlers. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <AccountPreferencesSync />
          <SignInRequired />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
