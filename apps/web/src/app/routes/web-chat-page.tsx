import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the webchat feature once it exists.
export function WebChatPage() {
  return (
    <ComingSoonPage icon={MENU_ICONS.webChat} titleKey="MENU_TEST_BOT" descriptionKey="COMING_WEB_CHAT" />
  );
}

export { WebChatPage as Component };
