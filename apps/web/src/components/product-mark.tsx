import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';

/** The product's own mark (not a tenant's logo), for screens shown before a tenant is chosen. */
export function ProductMark({ productName }: { productName: string }) {
  return (
    <Group gap="xs" justify="center">
      <ThemeIcon
        size={36}
        radius="md"
        variant="gradient"
        gradient={{ from: 'brand.4', to: 'brand.8', deg: 135 }}
      >
        <IconMessageChatbot size={22} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {productName}
      </Text>
    </Group>
  );
}
