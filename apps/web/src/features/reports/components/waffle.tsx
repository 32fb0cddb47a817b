import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { waffleSquares } from '../dashboard-figures';
import { EMPTY_SQUARE_COLOR, categoryColor } from './chart-colors';
import classes from './waffle.module.css';
import { formatPercent } from '../../../lib/i18n/intl';

export interface TWafflePart {
  name: string;
  count: number;
  /** the questions of this part: its legend reads "count of questions" */
  questions: number;
}

interface TWaffleProps {
  parts: readonly TWafflePart[];
  /** what 100% stands for */
  total: number;
}

/** A 10 by 10 grid, one square per percent, coloured by part; the legend repeats it in words. */
export function Waffle({ parts, total }: TWaffleProps) {
  const { t } = useTranslation();
  const squares = waffleSquares(
    parts.map((part) => part.count),
    total,
  );
  const percentOf = (count: number) => (total > 0 ? Math.round((count / total) * 100) : 0);
  const summary = parts
    .filter((part) => part.count > 0)
    .map((part) =>
      t('DASHBOARD_WAFFLE_PART', { name: part.name, percent: formatPercent(percentOf(part.count) / 100) }),
    )
    .join(', ');

  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      {/* a hundred plain squares: as Mantine boxes they were the largest part of the dashboard's render */}
      <div role="img" aria-label={t('DASHBOARD_WAFFLE_LABEL', { summary })} className={classes.grid}>
        {squares.map((part, index) => (
          <span
            key={index}
            className={classes.square}
            style={{ background: part < 0 ? EMPTY_SQUARE_COLOR : categoryColor(part) }}
          />
        ))}
      </div>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, minWidth: 0 }}>
        {parts.map((part, index) => (
          <Group key={part.name} gap={6} wrap="nowrap" component="li">
            <span className={classes.key} style={{ background: categoryColor(index) }} />
            <Text size="xs" truncate="end">
              {t('DASHBOARD_WAFFLE_LEGEND', {
                name: part.name,
                count: part.count,
                questions: part.questions,
              })}
            </Text>
          </Group>
        ))}
        <Group gap={6} wrap="nowrap" component="li">
          <span className={classes.key} style={{ background: EMPTY_SQUARE_COLOR }} />
          <Text size="xs" c="dimmed">
            {t('DASHBOARD_WAFFLE_WITHOUT')}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
