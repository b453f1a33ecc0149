import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { createI18n, startLanguage } from './lib/i18n';

async function start(): Promise<void> {
  const i18n = await createI18n(startLanguage(window.location.search));
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProvider i18n={i18n}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
