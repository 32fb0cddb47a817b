import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPlaceholder } from '@askhr/shared/placeholders/placeholders.schemas';

interface TPlaceholderListItemProps {
  placeholder: TPlaceholder;
  status: ReactNode;
  /** the value in the focused country (or the global one); undefined while loading */
  value: string | null | undefined;
  /** the list's address, so the detail page's back link returns to the same filters and page */
  from: string;
}

export function PlaceholderListItem({ placeholder, status, value, from }: TPlaceholderListItemProps) {
  const { t } = useTranslation();
  return (
    <Card padding="md" className="print-avoid-break">
      <Stack gap={8}>
        {/* a long keyword pushes the status below it on a phone instead of cutting the badge */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Text fw={650} ff="monospace" c="brand.7">
              @{placeholder.keyWord}
            </Text>
            {placeholder.info && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {placeholder.info}
              </Text>
            )}
          </Stack>
          <Group gap={6} wrap="nowrap">
            {status}
          </Group>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2} miw={0} flex="1 1 200px">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('PLACEHOLDER_VALUE')}
            </Text>
            {value ? (
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {value}
              </Code>
            ) : (
              <Text size="sm" c="dimmed" fs="italic">
                {value === undefined ? t('LOADING') : t('PLACEHOLDER_NO_VALUE')}
              </Text>
            )}
          </Stack>
          <Group gap={6}>
            {placeholder.category && (
              <Badge variant="outline" color="gray" tt="none">
                {placeholder.category.name}
              </Badge>
            )}
            <Button
              component={Link}
              to={`/placeholder/${placeholder.id}`}
              state={{ from }}
              variant="light"
              rightSection={<IconArrowRight size={16} />}
              className="no-print"
            >
              {t('PLACEHOLDER_VIEW_VALUES')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
