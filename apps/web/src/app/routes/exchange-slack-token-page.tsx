import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the it-admin feature once it exists.
export function ExchangeSlackTokenPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.itAdmin}
      titleKey="PAGE_SLACK_CONNECTION"
      descriptionKey="COMING_SLACK_CONNECTION"
    />
  );
}

export { ExchangeSlackTokenPage as Component };
