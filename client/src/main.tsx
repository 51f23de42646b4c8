import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient, createStaticApolloClient } from './lib/apollo';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('RigForge: the #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App client={__RIGFORGE_STATIC__ ? createStaticApolloClient() : createApolloClient()} />
  </StrictMode>,
);
