import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** One card of the dashboard: a bordered section named by its title for assistive technology. */
export function DashboardSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p="lg"
      radius="md"
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      {children}
    </Paper>
  );
}
