import { useSearchParams } from 'react-router';
import { ReviewResults } from '../../features/review/components/review-results';
import { useFeatures } from '../../features/tenancy/api/get-features';

export function ReviewUtterancesPage() {
  const [search] = useSearchParams();
  const features = useFeatures().data ?? [];
  const isOn = (name: string) => features.some((feature) => feature.name === name && feature.active);
  return (
    <ReviewResults
      search={search}
      hasRoles={isOn('PeopleManagerRoleSupport')}
      isTrainingMode={isOn('EmbeddingsModel')}
    />
  );
}

export { ReviewUtterancesPage as Component };
