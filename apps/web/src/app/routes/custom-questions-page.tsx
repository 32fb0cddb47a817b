import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the custom-questions feature once it exists.
export function CustomQuestionsPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.customQuestions}
      titleKey="MENU_CUSTOM_QUESTIONS"
      descriptionKey="COMING_CUSTOM_QUESTIONS"
    />
  );
}

export { CustomQuestionsPage as Component };
