import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GLOBAL_COUNTRY_CODE } from '@askhr/shared/countries/countries.constants';

export interface TTestAsValue {
  /** null: the global template (country 1), which the bot answers when no country is chosen */
  countryCode: string | null;
  roleId: 1 | 2;
  /** a day (YYYY-MM-DD) in the tenant's time zone */
  day: string;
}

interface TTestAsControlsProps {
  countries: readonly { code: string; name: string }[];
  value: TTestAsValue;
  onChange(next: TTestAsValue): void;
  timeZone: string;
  disabled?: boolean;
}

/** Who the Test Bot talks to: a country of the tenant, a role, and the day to answer as of. */
export function TestAsControls({ countries, value, onChange, timeZone, disabled }: TTestAsControlsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('PREVIEW_COUNTRY')}
        placeholder={t('PREVIEW_PICK_COUNTRY')}
        // Global is a choice of its own, and what clearing the picker goes back to
        data={[
          { value: GLOBAL_COUNTRY_CODE, label: t('TEST_AS_GLOBAL') },
          ...countries.map((country) => ({ value: country.code, label: country.name })),
        ]}
        value={value.countryCode ?? GLOBAL_COUNTRY_CODE}
        onChange={(code) =>
          onChange({ ...value, countryCode: !code || code === GLOBAL_COUNTRY_CODE ? null : code })
        }
        searchable
        clearable={value.countryCode !== null}
        // Mantine hides its clear button from assistive technology; this one is a real choice
        clearButtonProps={{ 'aria-label': t('TEST_AS_BACK_TO_GLOBAL'), 'aria-hidden': false, tabIndex: 0 }}
        disabled={disabled}
        w={{ base: 'calc(50% - 6px)', xs: 220 }}
      />
      <TextInput
        type="date"
        label={t('PREVIEW_DATE', { timeZone })}
        value={value.day}
        disabled={disabled}
        onChange={(event) =>
          event.currentTarget.value && onChange({ ...value, day: event.currentTarget.value })
        }
        w={{ base: 'calc(50% - 6px)', xs: 200 }}
      />
      <SegmentedControl
        value={String(value.roleId)}
        onChange={(role) => onChange({ ...value, roleId: role === '1' ? 1 : 2 })}
        disabled={disabled}
        fullWidth
        w={{ base: '100%', xs: 'auto' }}
        data={[
          { value: '1', label: t('ROLE_PEOPLE_MANAGER') },
          { value: '2', label: t('ROLE_TEAM_MEMBER') },
        ]}
      />
    </Group>
  );
}
