import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPortalLanguage } from '@askhr/shared/users/portal-language';
import type { TCurrentUser } from '@askhr/shared/tenancy/tenancy.schemas';
import { ZUserLanguage } from '@askhr/shared/users/users.schemas';
import { apiRequest } from '../../../lib/api-client';
import { tenancyKeys } from './keys';

/** Not tenant-scoped: the language is the user's own, in every tenant and every browser. */
export function saveUserLanguage(language: TPortalLanguage | null) {
  return apiRequest('/api/Users/current/language', ZUserLanguage, { method: 'PUT', body: { language } });
}

/** Keeps the user's choice on the server, so that it follows them to another browser. */
export function useSaveUserLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserLanguage,
    meta: { errorAction: 'SAVE_CHANGES' },
    onSuccess: ({ language }) =>
      queryClient.setQueryData<TCurrentUser>(
        tenancyKeys.currentUser,
        (user) => user && { ...user, language },
      ),
  });
}
