import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { getThemeColor, useMantineTheme } from '@mantine/core';
import { wrapLabel, type TSlice } from '../survey-chart';
import { formatNumber, formatPercent } from '../../../../lib/i18n/intl';

/** Each answer with its colour, count and share; long labels wrapped at 30 characters over 2 lines. */
export function SurveyLegend({ slices }: { slices: TSlice[] }) {
  const theme = useMantineTheme();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {slices.map((slice) => (
        <Group key={slice.name} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <ColorSwatch color={getThemeColor(slice.color, theme)} size={14} mt={3} withShadow={false} />
          <Box flex={1} miw={0} title={slice.name}>
            {wrapLabel(slice.name).map((line, index) => (
              <Text key={index} size="sm" lh={1.35}>
                {line}
              </Text>
            ))}
          </Box>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatNumber(slice.count)} · {formatPercent(slice.percent / 100)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
