import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the placeholders feature once it exists.
export function PlaceholderPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.placeholders}
      titleKey="PAGE_PLACEHOLDER"
      descriptionKey="COMING_PLACEHOLDER"
    />
  );
}

export { PlaceholderPage as Component };
