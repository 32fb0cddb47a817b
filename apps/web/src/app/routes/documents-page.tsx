import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the documents feature once it exists.
export function DocumentsPage() {
  return (
    <ComingSoonPage icon={MENU_ICONS.documents} titleKey="MENU_DOCUMENTS" descriptionKey="COMING_DOCUMENTS" />
  );
}

export { DocumentsPage as Component };
