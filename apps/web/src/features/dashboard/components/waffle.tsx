import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { waffleSquares } from '../dashboard-figures';
import { EMPTY_SQUARE_COLOR, categoryColor } from './chart-colors';

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
    .map((part) => t('DASHBOARD_WAFFLE_PART', { name: part.name, percent: percentOf(part.count) }))
    .join(', ');

  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Box
        role="img"
        aria-label={t('DASHBOARD_WAFFLE_LABEL', { summary })}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(10, 1fr)',
          gap: 2,
          width: 112,
          minWidth: 112,
        }}
      >
        {squares.map((part, index) => (
          <Box
            key={index}
            style={{
              aspectRatio: '1',
              borderRadius: 2,
              background: part < 0 ? EMPTY_SQUARE_COLOR : categoryColor(part),
            }}
          />
        ))}
      </Box>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, minWidth: 0 }}>
        {parts.map((part, index) => (
          <Group key={part.name} gap={6} wrap="nowrap" component="li">
            <Box w={10} h={10} miw={10} style={{ borderRadius: 2, background: categoryColor(index) }} />
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
          <Box w={10} h={10} miw={10} style={{ borderRadius: 2, background: EMPTY_SQUARE_COLOR }} />
          <Text size="xs" c="dimmed">
            {t('DASHBOARD_WAFFLE_WITHOUT')}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
