import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the review feature once it exists.
export function ReviewUtterancesPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.reviewUtterances}
      titleKey="MENU_REVIEW_RESULTS"
      descriptionKey="COMING_REVIEW_RESULTS"
    />
  );
}

export { ReviewUtterancesPage as Component };
