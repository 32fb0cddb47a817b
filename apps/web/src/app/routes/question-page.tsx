import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the questions feature once it exists.
export function QuestionPage() {
  return (
    <ComingSoonPage icon={MENU_ICONS.questions} titleKey="PAGE_QUESTION" descriptionKey="COMING_QUESTION" />
  );
}

export { QuestionPage as Component };
