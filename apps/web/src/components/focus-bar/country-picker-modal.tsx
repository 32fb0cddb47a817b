import {
  Button,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCountry } from '@askhr/shared/tenancy/tenancy.schemas';
import classes from './focus-bar.module.css';

interface TCountryPickerModalProps {
  opened: boolean;
  countries: readonly TCountry[];
  selectedCode: string | null;
  onClose(): void;
  onChoose(country: TCountry): void;
  onClear(): void;
}

function CountryButtons({
  countries,
  selectedCode,
  onChoose,
}: {
  countries: readonly TCountry[];
  selectedCode: string | null;
  onChoose(country: TCountry): void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8} verticalSpacing={8}>
      {countries.map((country) => (
        <UnstyledButton
          key={country.code}
          className={classes.countryButton}
          data-selected={country.code === selectedCode || undefined}
          aria-pressed={country.code === selectedCode}
          onClick={() => onChoose(country)}
        >
          <Group gap="xs" wrap="nowrap">
            <Text span size="xs" fw={700} c="dimmed" w={52}>
              {country.code}
            </Text>
            <Text span size="sm" truncate>
              {country.name}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** Spec 000 "Focus bar": 'Suggested for you' are the countries the user can edit. */
export function CountryPickerModal(props: TCountryPickerModalProps) {
  const { opened, countries, selectedCode, onClose, onChoose, onClear } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const matching = countries.filter(
    (country) => !needle || `${country.name} ${country.code}`.toLowerCase().includes(needle),
  );
  const suggested = matching.filter((country) => country.editable);
  const choose = (country: TCountry) => {
    onChoose(country);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('FOCUS_MODAL_TITLE')}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <TextInput
          placeholder={t('FOCUS_SEARCH')}
          aria-label={t('FOCUS_SEARCH')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt={-8}>
          <Button
            variant="subtle"
            leftSection={<IconWorld size={16} />}
            onClick={() => {
              onClear();
              onClose();
            }}
          >
            {t('FOCUS_CLEAR')}
          </Button>
        </Group>
        {suggested.length > 0 && (
          <Stack gap={8}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('FOCUS_SUGGESTED')}
            </Text>
            <CountryButtons countries={suggested} selectedCode={selectedCode} onChoose={choose} />
          </Stack>
        )}
        <Stack gap={8}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('FOCUS_ALL_COUNTRIES')}
          </Text>
          <CountryButtons countries={matching} selectedCode={selectedCode} onChoose={choose} />
        </Stack>
      </Stack>
    </Modal>
  );
}
