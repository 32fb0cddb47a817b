import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasValue } from '@askhr/shared/versioned-values/versioned-values';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { useFormatDateTime } from '../../lib/time-zone';
import { mostRecentUpdate } from './country-value';

interface TValueSummaryProps {
  values: readonly TValueCard[];
  countryName(countryId: number): string;
  /** the related questions; not given where a side card takes their place */
  relatedTitle?: string;
  related?: readonly { id: number; text: string }[] | undefined;
  /** a card of the item's own in place of the related questions */
  sideCard?: ReactNode;
}

/** Status, most recent change and related questions, above the country cards. */
export function ValueSummary({ values, countryName, relatedTitle, related, sideCard }: TValueSummaryProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const missing = values.filter((value) => !hasValue(value)).length;
  const recent = mostRecentUpdate(values);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'start' }}>
      <Card padding="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" color={missing ? 'orange' : 'teal'}>
            {missing ? <IconAlertTriangle size={20} /> : <IconCircleCheck size={20} />}
          </ThemeIcon>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('DETAIL_STATUS')}
            </Text>
            <Text fw={600}>
              {missing ? t('DETAIL_MISSING_COUNT', { count: missing }) : t('DETAIL_ALL_COVERED')}
            </Text>
          </Stack>
        </Group>
      </Card>
      <Card padding="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg">
            <IconClock size={20} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('DETAIL_MOST_RECENT')}
            </Text>
            {recent?.lastUpdated ? (
              <>
                <Text fw={600}>{countryName(recent.countryId)}</Text>
                <Text size="xs" c="dimmed" truncate>
                  {formatDateTime(recent.lastUpdated)} · {recent.lastUserUpdated}
                </Text>
              </>
            ) : (
              <Text fw={600}>{t('DETAIL_NEVER_UPDATED')}</Text>
            )}
          </Stack>
        </Group>
      </Card>
      {sideCard ?? (
        <Card padding="md">
          <Stack gap={6}>
            <Group gap={6}>
              <IconLink size={16} />
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {relatedTitle}
              </Text>
            </Group>
            {related && related.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('DETAIL_NONE')}
              </Text>
            )}
            {related?.slice(0, 6).map((item) => (
              <Anchor key={item.id} component={Link} to={`/question/${item.id}`} size="sm" lineClamp={1}>
                {item.text}
              </Anchor>
            ))}
          </Stack>
        </Card>
      )}
    </SimpleGrid>
  );
}
