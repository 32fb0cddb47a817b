import type { TPushType } from '@askhr/shared/push/push.constants';

/** Query keys of the push feature (messages and surveys); the tenant id comes second. */
export const pushKeys = {
  /** every list: a save or delete refreshes them, never the item open in the wizard */
  lists: (tenantId: number) => ['push', tenantId, 'page'] as const,
  page: (tenantId: number, type: TPushType, scheduled: boolean, cuIds: readonly number[]) =>
    ['push', tenantId, 'page', type, scheduled, cuIds] as const,
  /** the 'Last updated by...' options, under the lists: a save can add an author */
  authors: (tenantId: number, type: TPushType) => ['push', tenantId, 'page', type, 'authors'] as const,
  item: (tenantId: number, id: number) => ['push', tenantId, 'item', id] as const,
  recipients: (tenantId: number, search: string) => ['push', tenantId, 'recipients', search] as const,
  timeOptions: (tenantId: number) => ['push', tenantId, 'timeOptions'] as const,
  templates: (tenantId: number, type: TPushType) => ['push', tenantId, 'templates', type] as const,
};
