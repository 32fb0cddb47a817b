import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label }: { label?: string }) {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm">
        <Loader size="md" type="dots" />
        {label && (
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
