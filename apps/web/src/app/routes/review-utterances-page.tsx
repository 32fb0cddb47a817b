import { ReviewResults } from '../../features/review/components/review-results';

export function ReviewUtterancesPage() {
  return <ReviewResults />;
}

export { ReviewUtterancesPage as Component };
