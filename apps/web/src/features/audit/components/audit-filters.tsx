import { memo, useState } from 'react';
import { ActionIcon, Box, Button, Collapse, Group, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendar, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, ZAuditAction } from '@askhr/shared/audit/audit.schemas';
import { FILTER_DEBOUNCE_MS } from '../../../components/filter-bar/use-debounced-filters';
import { useTenantTimeZone } from '../../../lib/time-zone';
import { EMPTY_AUDIT_FILTER, hasAuditFilter, type TAuditFilterValues } from '../audit-filter';
import { AUDIT_ACTION_LABELS } from '../audit-labels';

/** How many filters narrow the list: the dates count as one. */
const activeCount = (values: TAuditFilterValues) =>
  [values.from, values.action, values.actor.trim(), values.target.trim()].filter(Boolean).length;

interface TAuditFiltersProps {
  applied: TAuditFilterValues;
  onApply(values: TAuditFilterValues): void;
}

/**
 * Dates, action, actor and target. A choice applies at once; typed text applies once the user
 * pauses, and clearing applies at once.
 */
export const AuditFilters = memo(function AuditFilters({ applied, onApply }: TAuditFiltersProps) {
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  const [draft, setDraft] = useState(applied);
  const applyLater = useDebouncedCallback(onApply, FILTER_DEBOUNCE_MS);
  // on a phone the four fields would fill the screen before the first event: folded until asked for
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [isOpen, setIsOpen] = useState(false);

  function change(patch: Partial<TAuditFilterValues>, { isTyped = false } = {}) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (isTyped) {
      applyLater(next);
      return;
    }
    applyLater.cancel();
    onApply(next);
  }

  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: t(AUDIT_ACTION_LABELS[action]) }));

  const fields = (
    <Group gap="sm" align="flex-end" wrap="wrap" className="no-print">
      <DatePickerInput
        flex="1 1 220px"
        type="range"
        label={t('AUDIT_FILTER_DATES', { timeZone })}
        placeholder={t('AUDIT_FILTER_DATES_PLACEHOLDER')}
        leftSection={<IconCalendar size={16} />}
        value={[draft.from, draft.to]}
        onChange={([from, to]) => {
          if (from && to) change({ from, to });
          else if (!from && !to) change({ from: null, to: null });
          // the first day of a range waits for the second
          else setDraft((current) => ({ ...current, from, to: null }));
        }}
        allowSingleDateInRange
        clearable
        valueFormat="D MMM YYYY"
      />
      <Select
        flex="1 1 200px"
        label={t('AUDIT_FILTER_ACTION')}
        placeholder={t('FILTER_ANY')}
        data={actions}
        value={draft.action}
        onChange={(value) => {
          const action = ZAuditAction.safeParse(value);
          change({ action: action.success ? action.data : null });
        }}
        clearable
        searchable
      />
      <TextInput
        flex="1 1 200px"
        label={t('AUDIT_FILTER_ACTOR')}
        placeholder={t('AUDIT_FILTER_ACTOR_PLACEHOLDER')}
        leftSection={<IconSearch size={16} />}
        value={draft.actor}
        maxLength={200}
        onChange={(event) => change({ actor: event.currentTarget.value }, { isTyped: true })}
      />
      <TextInput
        flex="1 1 200px"
        label={t('AUDIT_FILTER_TARGET')}
        placeholder={t('AUDIT_FILTER_TARGET_PLACEHOLDER')}
        leftSection={<IconSearch size={16} />}
        value={draft.target}
        maxLength={200}
        onChange={(event) => change({ target: event.currentTarget.value }, { isTyped: true })}
      />
      <Tooltip label={t('FILTER_CLEAR')}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('FILTER_CLEAR')}
          disabled={!hasAuditFilter(draft)}
          onClick={() => change(EMPTY_AUDIT_FILTER)}
        >
          <IconFilterOff size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  if (!isPhone) return <Box mb="md">{fields}</Box>;
  return (
    <Stack gap="sm" mb="md" className="no-print">
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        aria-expanded={isOpen}
        aria-controls="audit-filter-fields"
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t('AUDIT_FILTERS_HIDE') : t('AUDIT_FILTERS_SHOW', { count: activeCount(draft) })}
      </Button>
      <Collapse expanded={isOpen} id="audit-filter-fields">
        {fields}
      </Collapse>
    </Stack>
  );
});
