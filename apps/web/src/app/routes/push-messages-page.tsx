import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the push feature once it exists.
export function PushMessagesPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.pushMessages}
      titleKey="MENU_PUSH_MESSAGES"
      descriptionKey="COMING_PUSH_MESSAGES"
    />
  );
}

export { PushMessagesPage as Component };
