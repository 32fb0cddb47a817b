import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ReviewPreview } from '../../features/review/preview/components/review-preview';
import { previewFromSearch } from '../../features/review/preview/preview-query';

export function ReviewPreviewPage() {
  const [search] = useSearchParams();
  const query = useMemo(() => previewFromSearch(search), [search]);
  return <ReviewPreview query={query} />;
}

export { ReviewPreviewPage as Component };
