import { useSearchParams } from 'react-router';
import { ReviewResults } from '../../features/review/components/review-results';

export function ReviewUtterancesPage() {
  const [search] = useSearchParams();
  return <ReviewResults search={search} />;
}

export { ReviewUtterancesPage as Component };
