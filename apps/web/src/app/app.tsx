import { RouterProvider } from 'react-router';
import type { TPortalStart } from './boot';
import { AppProviders } from './providers/app-providers';
import { AuthRoot } from './providers/auth-root';
import { ClientConfigGate } from './providers/client-config-gate';
import { router } from './router';

export function App({ start }: { start: TPortalStart }) {
  return (
    <AppProviders queryClient={start.queryClient} loadingStore={start.loadingStore}>
      <ClientConfigGate>
        {(config) => (
          <AuthRoot config={config} startedWith={start.userManager}>
            <RouterProvider router={router} />
          </AuthRoot>
        )}
      </ClientConfigGate>
    </AppProviders>
  );
}
