import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the placeholders feature once it exists.
export function PlaceholdersPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.placeholders}
      titleKey="MENU_PLACEHOLDERS"
      descriptionKey="COMING_PLACEHOLDERS"
    />
  );
}

export { PlaceholdersPage as Component };
