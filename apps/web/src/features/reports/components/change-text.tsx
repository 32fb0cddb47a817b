import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeOf } from '../dashboard-figures';
import { formatPercent } from '../../../lib/i18n/intl';

/** "+12% vs previous period" in green, a fall in red; nothing when the previous period had none. */
export function ChangeText({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation();
  const change = changeOf(current, previous);
  if (change.kind === 'none') return null;
  if (change.kind === 'same')
    return (
      <Text size="sm" c="dimmed">
        {t('DASHBOARD_NO_CHANGE')}
      </Text>
    );
  const isUp = change.kind === 'up';
  const Arrow = isUp ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={4} wrap="nowrap">
      {/* the theme's text shades of teal and red read on white (a fixed shade 7 did not, for red) */}
      <Arrow size={16} color={`var(--mantine-color-${isUp ? 'teal' : 'red'}-text)`} aria-hidden />
      <Text size="sm" fw={500} c={isUp ? 'teal' : 'red'}>
        {t(isUp ? 'DASHBOARD_CHANGE_UP' : 'DASHBOARD_CHANGE_DOWN', {
          percent: formatPercent(change.percent / 100),
        })}
      </Text>
    </Group>
  );
}
