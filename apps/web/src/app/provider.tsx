import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { ToastProvider } from '@/components/toast/ToastProvider';
import { useToast } from '@/components/toast/use-toast';
import { configQueryOptions, type AppConfig } from '@/api/get-config';
import { CurrencyProvider } from '@/features/currency/components/CurrencyProvider';
import { errorMessage } from '@/lib/error-message';

import { createQueryClient } from './query-client';

interface AppProviderProps {
  i18n: I18n;
  /** Public settings already fetched at start, if any. */
  initialConfig?: AppConfig | undefined;
  children: ReactNode;
}

/** Data layer whose failures are logged and toasted in the current language. */
function QueryProvider({ i18n, initialConfig, children }: AppProviderProps) {
  const toast = useToast();
  const [queryClient] = useState(() => {
    const client = createQueryClient((error) => {
      console.error(error);
      // A home may have started without the error messages: they come first.
      void i18n.loadNamespaces('errors').finally(() => toast.error(errorMessage(i18n, error)));
    });
    if (initialConfig) client.setQueryData(configQueryOptions().queryKey, initialConfig);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Everything the app needs around its router: i18n, toasts, data, currency. No UI library: the base
 * styles and the design tokens are app/global.css (decision 0009).
 */
export function AppProvider({ i18n, initialConfig, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <QueryProvider i18n={i18n} initialConfig={initialConfig}>
          <CurrencyProvider>{children}</CurrencyProvider>
        </QueryProvider>
      </ToastProvider>
    </I18nextProvider>
  );
}
