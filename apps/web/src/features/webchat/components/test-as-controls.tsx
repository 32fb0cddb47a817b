import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TTestAsValue {
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
        data={countries.map((country) => ({ value: country.code, label: country.name }))}
        value={value.countryCode}
        onChange={(countryCode) => onChange({ ...value, countryCode })}
        searchable
        clearable
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
