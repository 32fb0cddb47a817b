import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the surveys feature once it exists.
export function SurveysPage() {
  return <ComingSoonPage icon={MENU_ICONS.surveys} titleKey="MENU_SURVEYS" descriptionKey="COMING_SURVEYS" />;
}

export { SurveysPage as Component };
