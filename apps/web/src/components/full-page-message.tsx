import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface TFullPageMessageProps {
  icon: ReactNode;
  title?: string;
  message: string;
  /** buttons under the message (Log Out, Try again) */
  actions?: ReactNode;
  color?: string;
  /** shown above the card, e.g. the product mark */
  header?: ReactNode;
}

/** A message that replaces the whole portal: no tenant, no access, the server unreachable. */
export function FullPageMessage({
  icon,
  title,
  message,
  actions,
  color = 'brand',
  header,
}: TFullPageMessageProps) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="lg" maw={520} w="100%">
        {header}
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'xl', sm: 40 }}>
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color={color}>
              {icon}
            </ThemeIcon>
            {title && (
              <Title order={3} fw={650}>
                {title}
              </Title>
            )}
            <Text size="md" c={title ? 'dimmed' : undefined} role="status">
              {message}
            </Text>
            {actions}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
