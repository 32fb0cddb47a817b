import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the feedback feature once it exists.
export function FeedbackPage() {
  return (
    <ComingSoonPage icon={MENU_ICONS.feedback} titleKey="MENU_FEEDBACK" descriptionKey="COMING_FEEDBACK" />
  );
}

export { FeedbackPage as Component };
