import { useSearchParams } from 'react-router';
import { ReviewResults } from '../../features/review/components/review-results';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { useFeatures } from '../../features/tenancy/api/get-features';

export function ReviewUtterancesPage() {
  const [search] = useSearchParams();
  const features = useFeatures().data ?? [];
  const countries = useActiveCountries().data ?? [];
  const isOn = (name: string) => features.some((feature) => feature.name === name && feature.active);
  return (
    <ReviewResults
      search={search}
      hasRoles={isOn('PeopleManagerRoleSupport')}
      isTrainingMode={isOn('EmbeddingsModel')}
      countries={countries}
    />
  );
}

export { ReviewUtterancesPage as Component };
