import { PushItemsScreen } from '../../features/push/components/push-items-screen';
import { usePushAccess } from './use-push-access';

export function PushMessagesPage() {
  return <PushItemsScreen type="message" {...usePushAccess('message')} />;
}

export { PushMessagesPage as Component };
