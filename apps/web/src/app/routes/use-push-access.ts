import type { TPushType } from '@askhr/shared/push/push.constants';
import { useFeatures } from '../../features/tenancy/api/get-features';
import { usePermissions } from '../../features/tenancy/api/get-permissions';

/** Whether the user may create and edit items of the type, and send them to a CSV list. */
export function usePushAccess(type: TPushType) {
  const permission = type === 'survey' ? 'edit-surveys' : 'edit-push-messages';
  const canEdit = usePermissions().data?.includes(permission) ?? false;
  const hasCsv = useFeatures().data?.some((f) => f.name === 'PushItemsUploadCSV' && f.active) ?? false;
  return { canEdit, hasCsv };
}
