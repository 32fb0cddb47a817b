import { Button, Center, Grid, Loader } from '@mantine/core';
import { IconArrowLeft, IconChartDonut3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { NotFoundPanel } from '../../../../components/not-found-panel';
import { PageHeader } from '../../../../components/page-header';
import { hasStatus } from '../../../../lib/api-error';
import { useFormatDateTime } from '../../../../lib/time-zone';
import { useSurvey } from '../api/get-survey';
import { useSurveyTotals } from '../api/get-survey-totals';
import { ReportActions } from './report-actions';
import { ReportCards } from './report-cards';
import { ReportChart } from './report-chart';

/** The report of one survey (0: an id that is none): its cards, the donut of responses, the way back (spec 001 section 2). */
export function SurveyReport({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const survey = useSurvey(id);
  const totals = useSurveyTotals(id);
  const back = (
    <Button component={Link} to="/surveys" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {t('SURVEY_BACK')}
    </Button>
  );

  if (hasStatus(survey.error, 404) || hasStatus(survey.error, 400) || id <= 0)
    return (
      <NotFoundPanel
        icon={<IconChartDonut3 size={32} />}
        title={t('SURVEY_NOT_FOUND')}
        text={t('SURVEY_NOT_FOUND_TEXT')}
        backTo="/surveys"
        backLabel={t('SURVEY_BACK')}
        backIcon={<IconArrowLeft size={16} />}
      />
    );
  if (survey.isError || totals.isError)
    return (
      <LoadError
        messageKey="LOAD_ERROR_SURVEY"
        onRetry={() => void Promise.all([survey.refetch(), totals.refetch()])}
      />
    );
  if (!survey.data || !totals.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );

  const item = survey.data;
  const closing = item.closeDate
    ? t(new Date(item.closeDate) > new Date() ? 'SURVEY_WILL_CLOSE' : 'SURVEY_CLOSED', {
        date: format(item.closeDate),
      })
    : undefined;
  return (
    <>
      <PageHeader
        title={t('PAGE_SURVEY_REPORT')}
        description={closing}
        actions={
          <>
            {back}
            <ReportActions survey={item} />
          </>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ReportCards survey={item} totals={totals.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ReportChart totals={totals.data} />
        </Grid.Col>
      </Grid>
    </>
  );
}
