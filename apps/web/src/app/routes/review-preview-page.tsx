import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the review feature once it exists.
export function ReviewPreviewPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.reviewUtterances}
      titleKey="PAGE_REVIEW_PREVIEW"
      descriptionKey="COMING_REVIEW_PREVIEW"
    />
  );
}

export { ReviewPreviewPage as Component };
