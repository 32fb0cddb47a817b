import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPushType } from '@askhr/shared/push/push.constants';
import { ZPushTemplates, ZSurveyOptions } from '@askhr/shared/push/push.schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { pushKeys } from './keys';

/** A template card: a message text, or a survey question with its response options. */
export type TTemplate = z.infer<typeof ZSurveyOptions>[number];

/** Message templates, or the survey question templates; both as cards with options (none for messages). */
export async function getTemplates(tenantId: number, type: TPushType, signal?: AbortSignal) {
  if (type === 'survey') return apiRequest('/api/Surveys/options', ZSurveyOptions, { tenantId, signal });
  const templates = await apiRequest('/api/PushMessages/templates', ZPushTemplates, { tenantId, signal });
  return templates.map((template): TTemplate => ({ ...template, responseOptions: [] }));
}

// a failure is silent (spec 001 section 8): the step then offers Skip only
export const templatesQueryOptions = (tenantId: number, type: TPushType) =>
  queryOptions({
    queryKey: pushKeys.templates(tenantId, type),
    queryFn: ({ signal }) => getTemplates(tenantId, type, signal),
    staleTime: Infinity,
  });

export function useTemplates(type: TPushType) {
  return useQuery(templatesQueryOptions(useTenantId(), type));
}
