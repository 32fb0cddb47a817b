import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the bot-reactions feature once it exists.
export function BotReactionsPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.botReactions}
      titleKey="MENU_BOT_REACTIONS"
      descriptionKey="COMING_BOT_REACTIONS"
    />
  );
}

export { BotReactionsPage as Component };
