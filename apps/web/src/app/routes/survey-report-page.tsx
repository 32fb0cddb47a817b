import { useParams } from 'react-router';
import { SurveyReport } from '../../features/push/surveys/components/survey-report';

export function SurveyReportPage() {
  const id = Number(useParams().id);
  return <SurveyReport id={Number.isInteger(id) && id > 0 ? id : 0} />;
}

export { SurveyReportPage as Component };
