import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TItemStatus } from '@askhr/shared/answers/answers.schemas';

interface TStatusBadgeProps {
  status: TItemStatus | undefined;
  /** the focused country; null shows how many countries have it enabled */
  countryId: number | null;
  isLoading?: boolean;
}

/** Whether employees get a value: enabled or disabled in a country, or in how many of them. */
export function StatusBadge({ status, countryId, isLoading }: TStatusBadgeProps) {
  const { t } = useTranslation();
  if (!status)
    return (
      <Badge variant="light" color="gray">
        {isLoading ? t('LOADING') : t('STATUS_UNKNOWN')}
      </Badge>
    );
  if (countryId !== null) {
    const isEnabled = status.enabledCountries.includes(countryId);
    return (
      <Badge variant="light" color={isEnabled ? 'teal' : 'red'}>
        {isEnabled ? t('STATUS_ENABLED') : t('STATUS_DISABLED')}
      </Badge>
    );
  }
  const enabled = status.enabledCountries.length;
  const total = enabled + status.disabledCountries.length;
  const color = enabled === total ? 'teal' : enabled === 0 ? 'red' : 'yellow';
  return (
    <Tooltip label={t('STATUS_COUNT_HINT')}>
      <Badge variant="light" color={color} tt="none">
        {t('STATUS_ENABLED_IN', { enabled, total })}
      </Badge>
    </Tooltip>
  );
}
