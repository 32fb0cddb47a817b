import { useMutation } from '@tanstack/react-query';
import { ZCustomBot } from '@askhr/shared/it-admin/custom-bot.schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';

/** The package nobody customised: fetched when the administrator asks to start over from it. */
export function getDefaultCustomBot(tenantId: number) {
  return apiRequest('/api/CustomBot/default', ZCustomBot, { tenantId });
}

export function useDefaultCustomBot() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: () => getDefaultCustomBot(tenantId),
    meta: { globalLoading: true, errorAction: 'LOAD_CUSTOM_BOT_DEFAULT' },
  });
}
