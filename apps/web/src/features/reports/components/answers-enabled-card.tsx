import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { enabledPercent } from '../dashboard-figures';
import { StatCard, formatCount } from './stat-card';
import { Waffle } from './waffle';
import { formatPercent } from '../../../lib/i18n/intl';

/** Share of questions with an enabled answer, and the categories they come from. */
export function AnswersEnabledCard({ enabled }: { enabled: TTotalQuestionsReport['enabledAnswersCount'] }) {
  const { t } = useTranslation();
  const parts = enabled.categories.map((row) => ({
    name: row.category.name,
    count: row.count,
    questions: row.questions,
  }));
  return (
    <StatCard
      title={t('DASHBOARD_ANSWERS_ENABLED')}
      value={formatPercent(enabledPercent(enabled.total, enabled.questions) / 100)}
      testId="card-answers-enabled"
    >
      <Text size="sm" c="dimmed">
        {t('DASHBOARD_ENABLED_OF', {
          enabled: formatCount(enabled.total),
          questions: formatCount(enabled.questions),
        })}
      </Text>
      <Waffle parts={parts} total={enabled.questions} />
    </StatCard>
  );
}
