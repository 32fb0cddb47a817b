import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/i18n/intl';
import type { TTestAsValue } from './test-as-controls';

interface TTestAsSummaryProps {
  countries: readonly { code: string; name: string }[];
  value: TTestAsValue;
  /** the tenant's today (YYYY-MM-DD) */
  today: string;
}

/** Who the bot believes it talks to in the current conversation, always spelled out. */
export function TestAsSummary({ countries, value, today }: TTestAsSummaryProps) {
  const { t } = useTranslation();
  const country = value.countryCode
    ? (countries.find((c) => c.code === value.countryCode)?.name ?? value.countryCode)
    : t('TEST_AS_GLOBAL');
  const day =
    value.day === today
      ? t('TEST_AS_TODAY')
      : dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value.day}T00:00Z`));
  return (
    <Group gap={6} wrap="wrap" role="status" aria-live="polite" data-testid="test-as-summary">
      <Text size="sm">{t('TEST_AS_CURRENT')}:</Text>
      <Badge variant="light" color="indigo" tt="none">
        {country}
      </Badge>
      <Badge variant="light" color="gray" tt="none">
        {t(value.roleId === 1 ? 'ROLE_PEOPLE_MANAGER' : 'ROLE_TEAM_MEMBER')}
      </Badge>
      <Badge variant="light" color="gray" tt="none">
        {day}
      </Badge>
    </Group>
  );
}
