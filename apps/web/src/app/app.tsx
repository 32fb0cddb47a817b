import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { AuthRoot } from './providers/auth-root';
import { ClientConfigGate } from './providers/client-config-gate';
import { router } from './router';

export function App() {
  return (
    <AppProviders>
      <ClientConfigGate>
        {(config) => (
          <AuthRoot config={config}>
            <RouterProvider router={router} />
          </AuthRoot>
        )}
      </ClientConfigGate>
    </AppProviders>
  );
}
