import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { startApp } from './app/start';

async function start(): Promise<void> {
  const { i18n, config } = await startApp(window.location.search);
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProvider i18n={i18n} initialConfig={config}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
