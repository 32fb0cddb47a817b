import { Button, EmptyState, Paper } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WEB_CHAT_PATH } from '../../../lib/access';
import type { TDateRange } from '../dashboard-period';
import { formatDay } from '../dashboard-figures';

/** No activity in the range: say so and show where to try the bot, instead of charts of zeros. */
export function DashboardEmpty({ range }: { range: TDateRange }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" py={56} px="xl" shadow="xs" data-testid="dashboard-empty">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconMessageChatbot size={36} stroke={1.6} />}
        title={t('DASHBOARD_EMPTY_TITLE')}
        description={t('DASHBOARD_EMPTY_TEXT', { start: formatDay(range.start), end: formatDay(range.end) })}
        maw={520}
        mx="auto"
      >
        <Button component={Link} to={WEB_CHAT_PATH} variant="light" mt="md">
          {t('DASHBOARD_EMPTY_ACTION')}
        </Button>
      </EmptyState>
    </Paper>
  );
}
