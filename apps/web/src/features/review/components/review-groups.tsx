import { useState } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewGroup } from '@askhr/shared/review/review-groups.schemas';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReviewGroups } from '../api/get-review-groups';
import { useSetReviewStates } from '../api/set-review-states';
import { reviewLabel } from '../review-labels';
import type { TReviewQuery } from '../review-query';
import { ReviewGroupItem } from './review-group-item';

/** Groups shown at first: the largest ones; the rest one click away, so the table stays in view. */
export const GROUPS_SHOWN = 10;

/**
 * The pending utterances of the filter that many employees asked in other words, the largest
 * group first; a state chosen for a group goes to all its rows, and the page, chart and groups
 * refresh.
 */
export function ReviewGroups({ query }: { query: TReviewQuery }) {
  const { t } = useTranslation();
  const groups = useReviewGroups(query);
  const setStates = useSetReviewStates();
  const [shown, setShown] = useState(GROUPS_SHOWN);
  const hidden = Math.max((groups.data?.data.length ?? 0) - shown, 0);

  async function apply(group: TReviewGroup, state: number) {
    try {
      const result = await setStates.mutateAsync({ ids: group.ids, state });
      notifySuccess(
        t('REVIEW_GROUPS_APPLIED', { state: reviewLabel(t, 'state', state), count: result.updated }),
      );
    } catch (error) {
      // a refused change (a Training Request without its utterance) says why, in the portal's language
      notifyError(
        error instanceof Error ? translateSharedMessage(error.message) : t('REVIEW_GROUPS_LOAD_FAILED'),
      );
    }
  }

  return (
    <Paper withBorder shadow="xs" p="md" radius="md" component="section" aria-labelledby="review-groups">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id="review-groups">
            {t('REVIEW_GROUPS_TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('REVIEW_GROUPS_INFO')}
          </Text>
        </div>
        {groups.isPending ? (
          <Stack gap="xs" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} radius="md" />
            ))}
          </Stack>
        ) : groups.isError ? (
          <Alert color="red" title={t('REVIEW_GROUPS_LOAD_FAILED')}>
            <Button size="xs" variant="light" onClick={() => void groups.refetch()}>
              {t('ACTION_TRY_AGAIN')}
            </Button>
          </Alert>
        ) : groups.data.data.length === 0 ? (
          <Text size="sm">{t('REVIEW_GROUPS_EMPTY')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {groups.data.data.slice(0, shown).map((group) => (
              <ReviewGroupItem
                key={group.ids[0]}
                group={group}
                isBusy={setStates.isPending}
                onSetState={(g, state) => void apply(g, state)}
              />
            ))}
          </Stack>
        )}
        {hidden > 0 && (
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setShown((n) => n + GROUPS_SHOWN)}
          >
            {t('REVIEW_GROUPS_SHOW_MORE', { count: Math.min(hidden, GROUPS_SHOWN), total: hidden })}
          </Button>
        )}
        {groups.data && (
          <Text size="xs" c="dimmed">
            {groups.data.isTruncated
              ? t('REVIEW_GROUPS_TRUNCATED', { count: groups.data.rowLimit })
              : t('REVIEW_GROUPS_SCANNED', { count: groups.data.scanned })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
