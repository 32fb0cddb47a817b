import { ComingSoonPage } from '../../components/coming-soon';
import { MENU_ICONS } from '../shell/menu-icons';

// Built later: the page composes the surveys feature once it exists.
export function SurveyReportPage() {
  return (
    <ComingSoonPage
      icon={MENU_ICONS.surveys}
      titleKey="PAGE_SURVEY_REPORT"
      descriptionKey="COMING_SURVEY_REPORT"
    />
  );
}

export { SurveyReportPage as Component };
