import { type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '../lib/theme';
import { Toaster, ToastProvider } from '../components/ui/toast';
import { AppRoutes } from './routes';

/** Providers (Apollo, theme, toasts) around the router. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
