import { PushItemsScreen } from '../../features/push/components/push-items-screen';
import { usePushAccess } from './use-push-access';

export function SurveysPage() {
  return <PushItemsScreen type="survey" {...usePushAccess('survey')} />;
}

export { SurveysPage as Component };
