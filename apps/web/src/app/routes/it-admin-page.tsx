import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the it-admin feature once it exists.
export function ItAdminPage() {
  return (
    <ComingSoonPage icon={MENU_ICONS.itAdmin} titleKey="MENU_IT_ADMIN" descriptionKey="COMING_IT_ADMIN" />
  );
}

export { ItAdminPage as Component };
