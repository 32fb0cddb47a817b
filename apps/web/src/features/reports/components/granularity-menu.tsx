import { Box, Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../lib/i18n/i18n';
import {
  GRANULARITY_LIMIT,
  type TGranularity,
  type TGranularityOption,
  type TReportUnit,
} from '../dashboard-period';

export const GRANULARITY_LABELS: Record<TGranularity, TMessageKey> = {
  Default: 'GRANULARITY_DEFAULT',
  Hourly: 'GRANULARITY_HOURLY',
  Daily: 'GRANULARITY_DAILY',
  Weekly: 'GRANULARITY_WEEKLY',
  Monthly: 'GRANULARITY_MONTHLY',
  Yearly: 'GRANULARITY_YEARLY',
};

const UNIT_NAMES: Record<TReportUnit, TMessageKey> = {
  Hourly: 'UNIT_HOURLY',
  Daily: 'UNIT_DAILY',
  Weekly: 'UNIT_WEEKLY',
  Monthly: 'UNIT_MONTHLY',
  Yearly: 'UNIT_YEARLY',
};

interface TGranularityMenuProps {
  options: readonly TGranularityOption[];
  value: TGranularity;
  onChange(value: TGranularity): void;
}

/** The granularity popup: a check on the chosen one; units over the limit say why they are off. */
export function GranularityMenu({ options, value, onChange }: TGranularityMenuProps) {
  const { t } = useTranslation();

  function hint(option: TGranularityOption): string | null {
    if (option.value === 'Default')
      return t('DASHBOARD_GRANULARITY_DEFAULT_HINT', { unit: t(GRANULARITY_LABELS[option.unit]) });
    if (!option.disabled) return null;
    return t('DASHBOARD_GRANULARITY_TOO_MANY', {
      count: option.units,
      unit: t(UNIT_NAMES[option.unit]),
      limit: GRANULARITY_LIMIT,
    });
  }

  return (
    <Menu position="bottom-start" width={280} shadow="md">
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />}>
          {t('DASHBOARD_GRANULARITY_VALUE', { value: t(GRANULARITY_LABELS[value]) })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('DASHBOARD_GRANULARITY')}>
        {options.map((option) => {
          const explanation = hint(option);
          const isChosen = option.value === value;
          return (
            <Menu.Item
              key={option.value}
              // Mantine keeps role="menuitem"; the chosen item is told apart by aria-current
              aria-current={isChosen || undefined}
              disabled={option.disabled}
              title={explanation ?? undefined}
              leftSection={isChosen ? <IconCheck size={16} aria-hidden /> : <Box w={16} />}
              onClick={() => onChange(option.value)}
            >
              <Text size="sm" fw={isChosen ? 600 : 400}>
                {t(GRANULARITY_LABELS[option.value])}
              </Text>
              {explanation && (
                <Text size="xs" c="dimmed">
                  {explanation}
                </Text>
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
