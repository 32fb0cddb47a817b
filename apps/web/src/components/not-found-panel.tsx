import { Button, EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TNotFoundPanelProps {
  icon: ReactNode;
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
  backIcon?: ReactNode;
}

/** What a page or item the portal does not know shows: nothing to retry, a way back instead. */
export function NotFoundPanel({ icon, title, text, backTo, backLabel, backIcon }: TNotFoundPanelProps) {
  return (
    <Paper withBorder shadow="xs" py={64} px="xl" mt="md">
      <EmptyState withIndicatorBackground size="lg" maw={460} mx="auto">
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description>{text}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={backTo} variant="light" leftSection={backIcon}>
            {backLabel}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
