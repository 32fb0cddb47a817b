import { Button, Paper, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { PageHeader } from '../../../../components/page-header';
import { ReviewSkeleton } from '../../components/review-skeleton';
import { useReviewPreview } from '../api/get-review-preview';
import type { TPreviewQuery } from '../preview-query';
import { ReviewEmpty } from '../../components/review-empty';
import { PreviewRow } from './preview-row';

/**
 * Review preview (spec 001 section 2): the rows a link names, numbered, to read or print. The
 * print stylesheet (global.css) leaves out the menu, the header and the buttons.
 */
export function ReviewPreview({ query }: { query: TPreviewQuery }) {
  const { t } = useTranslation();
  const preview = useReviewPreview(query);
  const rows = query.ids.length === 0 ? [] : preview.data;

  function body() {
    if (query.ids.length > 0 && preview.isError && !preview.data)
      return <LoadError messageKey="LOAD_ERROR_REVIEW_PREVIEW" onRetry={() => void preview.refetch()} />;
    if (!rows) return <ReviewSkeleton />;
    if (rows.length === 0) return <ReviewEmpty kind="preview" />;
    return (
      <Paper withBorder radius="md" px="md" py="xs" shadow="xs">
        <Stack
          component="ol"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('PAGE_REVIEW_PREVIEW')}
        >
          {rows.map((row, index) => (
            <PreviewRow key={row.id} row={row} number={index + 1} />
          ))}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('PAGE_REVIEW_PREVIEW')}
        description={
          <span className="no-print">
            {query.fromFeedback ? t('REVIEW_PREVIEW_FROM_FEEDBACK') : t('REVIEW_PREVIEW_INFO')}
          </span>
        }
        actions={
          <Button
            className="no-print"
            leftSection={<IconPrinter size={16} />}
            disabled={!rows || rows.length === 0}
            onClick={() => window.print()}
          >
            {t('ACTION_PRINT')}
          </Button>
        }
      />
      {body()}
    </Stack>
  );
}
