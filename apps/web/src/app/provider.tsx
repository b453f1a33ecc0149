import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { ToastProvider } from '@/components/toast/ToastProvider';
import { useToast } from '@/components/toast/use-toast';
import { CurrencyProvider } from '@/features/currency/components/CurrencyProvider';
import { errorMessage } from '@/lib/error-message';

import { createQueryClient } from './query-client';
import { theme } from './theme';

/** Data layer whose failures are logged and toasted in the current language. */
function QueryProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const toast = useToast();
  const [queryClient] = useState(() =>
    createQueryClient((error) => {
      console.error(error);
      toast.error(errorMessage(i18n, error));
    }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Everything the app needs around its router: i18n, theme, toasts, data, currency. */
export function AppProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <QueryProvider i18n={i18n}>
            <CurrencyProvider>{children}</CurrencyProvider>
          </QueryProvider>
        </ToastProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
