import { Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import { nextDryRunDate } from '@askhr/shared/push/push-rules';
import { PUSH_FREQUENCIES } from '@askhr/shared/push/push.constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useTenantTimeZone } from '../../../../lib/time-zone';
import { frequencyText, groupText } from '../../push-labels';
import { saveOf, sendDateIso, type TPushDraft } from '../../push-draft';

/** What will be scheduled, read back before Schedule. */
export function ReviewStep({ draft }: { draft: TPushDraft }) {
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  const format = useFormatDateTime();
  const isSurvey = draft.type === 'survey';
  const when = draft.dryRun
    ? t('PUSH_REVIEW_TEST_AT', { date: format(nextDryRunDate(new Date()).toISOString()) })
    : format(sendDateIso(draft, timeZone));
  const known = PUSH_FREQUENCIES.find((f) => f.id === draft.frequency);
  const frequency = known ? frequencyText(t, known) : '';
  const recipients = draft.csv
    ? t('PUSH_CSV_FILE', { name: draft.csv.name, count: draft.csv.emails.length })
    : draft.groups.map((group) => groupText(t, group)).join(', ');
  const rows: [string, ReactNode][] = [
    [t('PUSH_REVIEW_WHEN'), when],
    [t('PUSH_FREQUENCY'), frequency],
    [t('PUSH_RECIPIENTS'), recipients],
  ];
  if (isSurvey) {
    rows.push(
      [t('SURVEY_GREETING'), draft.greetingText],
      [t('SURVEY_QUESTION'), draft.question],
      [
        t('SURVEY_OPTIONS'),
        <List size="sm" key="options">
          {saveOf(draft, timeZone).queries[0]?.responseOptions.map((o, i) => (
            <List.Item key={i}>{typeof o === 'string' ? o : o.text}</List.Item>
          ))}
        </List>,
      ],
    );
    if (!draft.dryRun) rows.push([t('SURVEY_UNTIL'), format(saveOf(draft, timeZone).closeDate)]);
  } else
    rows.push([
      t('PUSH_TEXT'),
      <Text key="text" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {draft.text}
      </Text>,
    ]);

  return (
    <Stack gap="sm">
      {draft.dryRun && (
        <Group>
          <Badge color="orange" variant="light">
            {t('PUSH_TEST_BADGE')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('PUSH_DRY_RUN_HINT')}
          </Text>
        </Group>
      )}
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 110, sm: 180 } as unknown as number}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
