import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { DashboardSection } from './dashboard-section';

interface TUnansweredCardProps {
  rows: TTotalQuestionsReport['mostAskedUnanswered'];
  range: { start: string; end: string };
}

/** The review screen opened on one question and the dashboard's range. */
export function reviewHref(questionId: number, range: { start: string; end: string }): string {
  const params = new URLSearchParams({
    intents: String(questionId),
    startDate: range.start,
    endDate: range.end,
  });
  return `/reviewUtterances?${params}`;
}

/** Questions asked most in the range whose askers got no answer, each a way into Review Results. */
export function UnansweredCard({ rows, range }: TUnansweredCardProps) {
  const { t } = useTranslation();
  const title = t('DASHBOARD_UNANSWERED');
  return (
    <DashboardSection title={title}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('DASHBOARD_UNANSWERED_EMPTY')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {t('DASHBOARD_UNANSWERED_HINT')}
            </Text>
            <Stack gap={8} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rows.map((row) => (
                <Group key={row.question.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Anchor component={Link} to={reviewHref(row.question.id, range)} size="sm" lineClamp={2}>
                    {row.question.text}
                  </Anchor>
                  <Badge variant="light" color="orange" tt="none" style={{ flexShrink: 0 }}>
                    {t('DASHBOARD_TIMES', { count: row.count })}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </DashboardSection>
  );
}
