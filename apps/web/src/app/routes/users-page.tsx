import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the users feature once it exists.
export function UsersPage() {
  return (
    <ComingSoonPage icon={MENU_ICONS.users} titleKey="MENU_USER_MANAGEMENT" descriptionKey="COMING_USERS" />
  );
}

export { UsersPage as Component };
