import { memo, useState } from 'react';
import { Button, Group, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPin, IconPrinter, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCountry } from '@askhr/shared/tenancy/tenancy.schemas';
import { CountryPickerModal } from './country-picker-modal';
import classes from './focus-bar.module.css';
import type { TCountryFocus } from './use-country-focus';

interface TFocusBarProps {
  countries: readonly TCountry[];
  focus: TCountryFocus;
}

/** The country the lists show statuses and values for, the edit-focus toggle and printing. */
export const FocusBar = memo(function FocusBar({ countries, focus }: TFocusBarProps) {
  const { t } = useTranslation();
  const [isPickerOpen, picker] = useDisclosure(false);
  // the picker (a modal of every country) exists from its first opening on, so that closing still
  // animates: a page that never opens it does not render it with every list update
  const [wasPickerOpened, setWasPickerOpened] = useState(false);
  const openPicker = () => {
    setWasPickerOpened(true);
    picker.open();
  };
  const { country } = focus;

  return (
    <Group className={`${classes.bar} no-print`} justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('FOCUS_LABEL')}
        </Text>
        <Button
          variant={country ? 'light' : 'default'}
          leftSection={country ? <IconMapPin size={16} /> : <IconWorld size={16} />}
          onClick={openPicker}
          aria-haspopup="dialog"
        >
          {country ? country.name : t('FOCUS_GLOBAL_VIEW')}
        </Button>
        <Switch
          checked={focus.editMode}
          onChange={(event) => focus.setEditMode(event.currentTarget.checked)}
          label={focus.editMode ? t('FOCUS_EDIT_MODE_ON') : t('FOCUS_EDIT_MODE_OFF')}
        />
      </Group>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconPrinter size={16} />}
        onClick={() => window.print()}
      >
        {t('ACTION_PRINT')}
      </Button>
      {wasPickerOpened && (
        <CountryPickerModal
          opened={isPickerOpen}
          countries={countries}
          selectedCode={country?.code ?? null}
          onClose={picker.close}
          onChoose={focus.choose}
          onClear={focus.clear}
        />
      )}
    </Group>
  );
});
