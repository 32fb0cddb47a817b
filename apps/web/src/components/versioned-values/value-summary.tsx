import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
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
  /** bot reactions: a country without a text gets the default text, so it lacks nothing */
  hasDefaultText?: boolean;
}

/** Status, most recent change and related questions, above the country cards. */
export function ValueSummary(props: TValueSummaryProps) {
  const { values, countryName, relatedTitle, related, sideCard, hasDefaultText } = props;
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  // countries only, as "Enabled in N of M countries" counts: the global template is where they inherit from
  const missing = values.filter((value) => value.countryId !== GLOBAL_COUNTRY_ID && !hasValue(value)).length;
  const isWarning = missing > 0 && !hasDefaultText;
  const recent = mostRecentUpdate(values);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'start' }}>
      <Card padding="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" color={isWarning ? 'orange' : 'teal'}>
            {isWarning ? <IconAlertTriangle size={20} /> : <IconCircleCheck size={20} />}
          </ThemeIcon>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('DETAIL_STATUS')}
            </Text>
            <Text fw={600}>
              {missing === 0
                ? t('DETAIL_ALL_COVERED')
                : hasDefaultText
                  ? t('DETAIL_DEFAULT_COUNT', { count: missing })
                  : t('DETAIL_MISSING_COUNT', { count: missing })}
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
