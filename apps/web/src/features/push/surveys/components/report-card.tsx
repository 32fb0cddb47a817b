import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

/** One card of the survey report: a small title over its content. */
export function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap={6}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
