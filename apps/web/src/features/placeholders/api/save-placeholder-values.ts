import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSavedItem } from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { ZPlaceholderValueSave } from '@askhr/shared/placeholders/placeholders.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

export type TPlaceholderValueSave = z.input<typeof ZPlaceholderValueSave>;
const ZSavedList = z.union([z.array(ZSavedItem), ZSavedItem]);

export function savePlaceholderValues(tenantId: number, items: TPlaceholderValueSave[]) {
  return apiRequest('/api/Placeholders/', ZSavedList, { tenantId, method: 'POST', body: items });
}

export function useSavePlaceholderValues() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: TPlaceholderValueSave[]) => savePlaceholderValues(tenantId, items),
    // the form shows its own message for a failed save, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    // values feed the cards, the statuses, the list's current values and every answer preview
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeholderKeys.values(tenantId) }),
  });
}
