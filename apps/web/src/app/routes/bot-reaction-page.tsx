import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the bot-reactions feature once it exists.
export function BotReactionPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.botReactions}
      titleKey="PAGE_BOT_REACTION"
      descriptionKey="COMING_BOT_REACTION"
    />
  );
}

export { BotReactionPage as Component };
