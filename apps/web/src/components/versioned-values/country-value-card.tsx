import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCalendarTime,
  IconEdit,
  IconHistory,
  IconMessageCircle,
  IconPlayerPause,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasValue } from '@askhr/shared/versioned-values/versioned-values';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { useFormatDateTime } from '../../lib/time-zone';
import { hasPausedVersions } from './country-value';
import { FilledText } from './filled-text';
import { LanguageMixNote } from './language-mix-note';

interface TCountryValueCardProps {
  value: TValueCard;
  countryName: string;
  /** what employees of this country get (own text or the inherited global one) */
  text: string;
  /** answers only: the country's placeholder values the text is filled with (undefined while loading) */
  placeholderValues?: ReadonlyMap<string, string> | undefined;
  fillsPlaceholders?: boolean;
  onEdit(): void;
  onHistory(): void;
  noValueLabel: string;
  /** what the card says when its scheduled versions wait for the value to be switched on */
  pausedLabel: string;
  /** bot reactions: what a country without a text gets, shown in place of "no value" */
  defaultText?: string;
  isFocused?: boolean;
}

export function CountryValueCard({
  value,
  countryName,
  text,
  placeholderValues,
  fillsPlaceholders,
  onEdit,
  onHistory,
  noValueLabel,
  pausedLabel,
  defaultText,
  isFocused,
}: TCountryValueCardProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const inherits = !value.active && value.hasGlobal && value.countryId !== 1;
  const getsDefault = !hasValue(value) && defaultText !== undefined;
  return (
    <Card
      padding="md"
      className="print-avoid-break"
      data-testid={`country-card-${value.countryId}`}
      style={isFocused ? { borderColor: 'var(--mantine-color-brand-4)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={650} truncate>
            {countryName}
          </Text>
          <Group gap={4} wrap="nowrap">
            {inherits && (
              <Badge variant="light" color="blue" leftSection={<IconWorld size={12} />} tt="none">
                {t('CARD_GLOBAL')}
              </Badge>
            )}
            {getsDefault && (
              <Badge variant="light" color="gray" leftSection={<IconMessageCircle size={12} />} tt="none">
                {t('CARD_DEFAULT_TEXT')}
              </Badge>
            )}
            {value.scheduledCount > 0 && (
              <Tooltip label={t('CARD_SCHEDULED_HINT')}>
                <Badge variant="light" color="violet" leftSection={<IconCalendarTime size={12} />} tt="none">
                  {t('CARD_SCHEDULED', { n: value.scheduledCount })}
                </Badge>
              </Tooltip>
            )}
          </Group>
        </Group>
        {hasValue(value) ? (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            c={inherits ? 'dimmed' : undefined}
            lineClamp={8}
          >
            {fillsPlaceholders ? <FilledText text={text} values={placeholderValues} /> : text}
          </Text>
        ) : getsDefault ? (
          <Text
            size="sm"
            c="dimmed"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            lineClamp={8}
          >
            {defaultText}
          </Text>
        ) : (
          <Text size="sm" fw={700} c="red.7">
            {noValueLabel}
          </Text>
        )}
        {hasValue(value) && value.languageMix && (
          <LanguageMixNote mix={value.languageMix} kind={fillsPlaceholders ? 'answer' : 'value'} />
        )}
        {hasPausedVersions(value) && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconPlayerPause size={14} style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="xs" c="dimmed">
              {pausedLabel}
            </Text>
          </Group>
        )}
        <Group justify="space-between" mt="auto" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {value.lastUpdated
              ? t('CARD_LAST_UPDATED', {
                  date: formatDateTime(value.lastUpdated),
                  user: value.lastUserUpdated ?? '',
                })
              : ' '}
          </Text>
          <Group gap={4} className="no-print">
            {value.id > 0 && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                leftSection={<IconHistory size={14} />}
                onClick={onHistory}
              >
                {t('CARD_HISTORY')}
              </Button>
            )}
            {value.editable && (
              <Button size="compact-sm" variant="light" leftSection={<IconEdit size={14} />} onClick={onEdit}>
                {t('ACTION_EDIT')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
