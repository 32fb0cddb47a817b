import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the settings feature once it exists.
export function SettingsPage() {
  return (
    <ComingSoonPage icon={MENU_ICONS.settings} titleKey="MENU_SETTINGS" descriptionKey="COMING_SETTINGS" />
  );
}

export { SettingsPage as Component };
