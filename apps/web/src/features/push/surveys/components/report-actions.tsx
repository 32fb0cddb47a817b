import { Button } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import type { TPushItem } from '@askhr/shared/push/push.schemas';
import { useTranslation } from 'react-i18next';
import { useDownloadSurveyReport } from '../api/download-survey-report';
import { isSent } from '../survey-status';

/** Download Report (export.csv) and Print, once the survey was sent. */
export function ReportActions({ survey }: { survey: TPushItem }) {
  const { t } = useTranslation();
  const download = useDownloadSurveyReport(survey.id);
  if (!isSent(survey)) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('SURVEY_DOWNLOAD')}
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        {t('ACTION_PRINT')}
      </Button>
    </>
  );
}
