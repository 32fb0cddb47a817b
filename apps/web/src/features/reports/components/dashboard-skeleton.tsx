import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shape of the dashboard while its first figures load. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('LOADING')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Skeleton h={150} radius="md" />
        <Skeleton h={150} radius="md" />
        <Skeleton h={150} radius="md" />
      </SimpleGrid>
      <Skeleton h={340} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton h={280} radius="md" />
        <Skeleton h={280} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}
