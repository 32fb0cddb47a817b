import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the questions feature once it exists.
export function QuestionsPage() {
  return (
    <ComingSoonPage icon={MENU_ICONS.questions} titleKey="MENU_QUESTIONS" descriptionKey="COMING_QUESTIONS" />
  );
}

export { QuestionsPage as Component };
