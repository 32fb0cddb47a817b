import { Accordion, Badge, Button, Center, Group, Stack, Text } from '@mantine/core';
import type { TPushType } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { usePushPage } from '../api/get-push-page';
import { PushItemRow } from './push-item-row';

interface TPushSectionProps {
  type: TPushType;
  scheduled: boolean;
  cuIds: number[];
  onEdit?(id: number): void;
}

/** One section of the list, a page at a time with Load more. */
export function PushSection({ type, scheduled, cuIds, onEdit }: TPushSectionProps) {
  const { t } = useTranslation();
  const page = usePushPage({ type, scheduled, cuIds });
  const items = page.data?.pages.flatMap((p) => p.items) ?? [];
  const total = page.data?.pages[0]?.total;

  let body;
  if (page.isError) body = <LoadError messageKey="LOAD_ERROR_PUSH" onRetry={() => void page.refetch()} />;
  else if (page.isPending)
    body = (
      <Text c="dimmed" size="sm">
        {t('LOADING')}
      </Text>
    );
  else if (items.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        {t(scheduled ? 'PUSH_NONE_SCHEDULED' : 'PUSH_NONE_SENT')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        {items.map((item) => (
          <PushItemRow key={item.id} item={item} onEdit={onEdit} />
        ))}
        {page.hasNextPage && (
          <Center>
            <Button
              variant="default"
              loading={page.isFetchingNextPage}
              onClick={() => void page.fetchNextPage()}
            >
              {t('PUSH_LOAD_MORE')}
            </Button>
          </Center>
        )}
      </Stack>
    );

  return (
    <Accordion.Item value={scheduled ? 'scheduled' : 'sent'}>
      <Accordion.Control>
        <Group gap="sm">
          <Text fw={600}>{t(scheduled ? 'PUSH_SCHEDULED' : 'PUSH_SENT')}</Text>
          {total !== undefined && (
            <Badge variant="light" color="gray" aria-label={t('PUSH_COUNT', { count: total })}>
              {total}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>{body}</Accordion.Panel>
    </Accordion.Item>
  );
}
