import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TopProgressBar } from '../../components/top-progress-bar';
import { LoadingProvider } from '../../lib/loading/loading-provider';
import { createLoadingStore, type TLoadingStore } from '../../lib/loading/loading-store';
import { createQueryClient } from '../../lib/query-client';
import { theme } from './theme';

interface TAppProvidersProps {
  children: ReactNode;
  /** the portal passes the ones it started with (app/boot.ts), tests their own to inspect the cache */
  queryClient?: QueryClient;
  loadingStore?: TLoadingStore;
}

/** Everything the app needs before it knows who the user is: theme, language, toasts, data cache, loading bar. */
export function AppProviders({ children, queryClient, loadingStore }: TAppProvidersProps) {
  const [loading] = useState(() => loadingStore ?? createLoadingStore());
  const [client] = useState(() => queryClient ?? createQueryClient(loading));
  const { i18n } = useTranslation();
  return (
    // the theme's CSS variables are in the stylesheet, written by the build (theme-variables.ts)
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} zIndex={2000} />
      {/* the date pickers' month and day names (their dayjs locale is loaded with the catalogue) */}
      <DatesProvider settings={{ locale: i18n.language }}>
        <LoadingProvider store={loading}>
          <TopProgressBar />
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </LoadingProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
