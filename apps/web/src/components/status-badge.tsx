import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryCoverage } from '@askhr/shared/answers/answer-rule';
import type { TItemStatus } from '@askhr/shared/versioned-values/versioned-values.schemas';

/** a status is read whole: the badge never shrinks to an ellipsis beside a long title */
const WHOLE = { flexShrink: 0 } as const;

interface TStatusBadgeProps {
  /** a question's status says whether it is in the subscription; a placeholder's does not */
  status: (TItemStatus & { inSubscription?: boolean }) | undefined;
  /** the focused country; null shows how many countries have it enabled */
  countryId: number | null;
  isLoading?: boolean;
}

/** Whether employees get a value: enabled or disabled in a country, or in how many of them. */
export function StatusBadge({ status, countryId, isLoading }: TStatusBadgeProps) {
  const { t } = useTranslation();
  if (!status)
    return (
      <Badge style={WHOLE} variant="light" color="gray">
        {isLoading ? t('LOADING') : t('STATUS_UNKNOWN')}
      </Badge>
    );
  if (status.inSubscription === false)
    return (
      <Tooltip label={t('STATUS_NOT_IN_SUBSCRIPTION_HINT')}>
        <Badge style={WHOLE} variant="light" color="gray" tt="none">
          {t('STATUS_NOT_IN_SUBSCRIPTION')}
        </Badge>
      </Tooltip>
    );
  if (countryId !== null) {
    const isEnabled = status.enabledCountries.includes(countryId);
    return (
      <Badge style={WHOLE} variant="light" color={isEnabled ? 'teal' : 'red'}>
        {isEnabled ? t('STATUS_ENABLED') : t('STATUS_DISABLED')}
      </Badge>
    );
  }
  const { enabled, total } = countryCoverage(status);
  const color = enabled === total ? 'teal' : enabled === 0 ? 'red' : 'yellow';
  return (
    <Tooltip label={t('STATUS_COUNT_HINT')}>
      <Badge style={WHOLE} variant="light" color={color} tt="none">
        {t('STATUS_ENABLED_IN', { enabled, total })}
      </Badge>
    </Tooltip>
  );
}
