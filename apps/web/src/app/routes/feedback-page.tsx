import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { useFeatures } from '../../features/tenancy/api/get-features';
import { FeedbackResults } from '../../features/review/feedback/components/feedback-results';

export function FeedbackPage() {
  const features = useFeatures().data ?? [];
  const countries = useActiveCountries().data ?? [];
  const hasRoleFilter = features.some(
    (feature) => feature.name === 'PeopleManagerRoleSupport' && feature.active,
  );
  return <FeedbackResults countries={countries} hasRoleFilter={hasRoleFilter} />;
}

export { FeedbackPage as Component };
