import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useClientConfig } from '../lib/client-config';

interface TPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** buttons shown on the right (Add, Export…) */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: TPageHeaderProps) {
  const { productName } = useClientConfig();
  useDocumentTitle(`${title} · ${productName}`);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Title order={2} fw={650}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
