import { Paper, Skeleton, Stack } from '@mantine/core';

/** The table's place while the first page loads. */
export function ReviewSkeleton() {
  return (
    <Paper withBorder p="md" radius="md" aria-busy="true" data-testid="review-skeleton">
      <Stack gap="sm">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={28} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}
