import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import type { TCurrentUser } from '@askhr/shared/tenancy/tenancy.schemas';
import { FullPageLoader } from '../../components/full-page-loader';
import { useCurrentUser } from '../../features/tenancy/api/get-current-user';
import { isSessionKey } from '../../features/tenancy/api/keys';
import { hasStatus } from '../../lib/api-error';
import { useStoredLanguage } from '../../lib/i18n/use-stored-language';
import { TenantProvider, type TTenantChoice } from '../../lib/tenant';
import { TenantTimeZone } from './tenant-time-zone';
import { useEarlyTenantBasics } from './use-early-tenant-basics';
import { useSession } from '../../lib/auth/session';
import { NoAccessMessage } from './no-access-message';
import {
  forgetTenant,
  initialTenantId,
  rememberLastTenant,
  rememberTenant,
  tenantChoicesOf,
} from './tenant-choice';
import { TenantPicker } from './tenant-picker';

/** Loads the signed-in user and settles which tenant the portal works on before the shell renders. */
export function TenantGate() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useEarlyTenantBasics(user.isPending);
  // the shell's first render is the largest of the portal: deferred, React renders it in slices between
  // which the browser stays responsive, instead of in one long task as the user arrives
  const userData = useDeferredValue(user.data);
  const switchingLanguage = useStoredLanguage(user.data?.language);

  if (user.isPending || switchingLanguage) return <FullPageLoader label={t('APP_LOADING')} />;
  if (user.isError) {
    // a 401 that survived a token renewal: the account is known to the provider but not to the portal
    const message = hasStatus(user.error, 401) ? t('USER_UNAUTHORIZED') : t('USER_LOAD_FAILED');
    return <NoAccessMessage message={message} />;
  }
  if (!userData) return <FullPageLoader label={t('APP_LOADING')} />;
  return <TenantSession key={userData.id} user={userData} />;
}

function TenantSession({ user }: { user: TCurrentUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tenants = useMemo(() => tenantChoicesOf(user), [user]);
  const [chosenId, setChosenId] = useState(() => initialTenantId(user.id, tenants));
  // a remembered tenant the user no longer belongs to counts as no choice
  const chosen = tenants.find((tenant) => tenant.id === chosenId);
  const { subject } = useSession();
  useEffect(() => {
    if (subject && chosen) rememberLastTenant(subject, chosen.id);
  }, [subject, chosen]);

  const choose = (tenant: TTenantChoice) => {
    rememberTenant(user.id, tenant.id);
    setChosenId(tenant.id);
  };

  const clearTenantData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
    queryClient.getMutationCache().clear();
  }, [queryClient]);
  // Once the picker shows, the previous tenant's pages are gone: a page that rendered once more
  // between the switch and its unmount may have asked for its data again, and that goes too.
  useEffect(() => {
    if (!chosen) clearTenantData();
  }, [chosen, clearTenantData]);

  const switchTenant = () => {
    forgetTenant(user.id);
    // nothing of the previous tenant may show up, even briefly, under the next one
    clearTenantData();
    setChosenId(null);
    void navigate('/');
  };

  if (!chosen) return <TenantPicker tenants={tenants} onChoose={choose} email={user.email} />;
  return (
    <TenantProvider
      value={{
        tenantId: chosen.id,
        tenantName: chosen.name,
        tenants,
        canSwitch: tenants.length > 1,
        switchTenant,
      }}
    >
      <TenantTimeZone>
        <Outlet />
      </TenantTimeZone>
    </TenantProvider>
  );
}
