import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ZBotReactionSave } from '@askhr/shared/bot/bot-reactions.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueEditModal } from '../../../components/versioned-values/value-edit-modal';
import { useDeleteBotReactionValue } from '../../../features/bot-reactions/api/delete-bot-reaction-value';
import { useBotReactionValues } from '../../../features/bot-reactions/api/get-bot-reaction-values';
import { useSaveBotReactionValues } from '../../../features/bot-reactions/api/save-bot-reaction-values';
import { usePlaceholderGlobals } from '../../../features/placeholders/api/get-placeholder-globals';
import { useActiveCountries } from '../../../features/tenancy/api/get-active-countries';
import { useTimezone } from '../../../features/tenancy/api/get-timezone';

interface TBotReactionEditorProps {
  botReactionId: number;
  title: string;
  value: TValueCard;
  countryName: string;
  inheritedText: string;
  onClose(): void;
}

/** The edit modal wired to the bot reactions API, with placeholders filled in the preview. */
export function BotReactionEditor(props: TBotReactionEditorProps) {
  const { botReactionId, value } = props;
  const { t } = useTranslation();
  const timeZone = useTimezone();
  const countryCode =
    useActiveCountries().data?.find((country) => country.id === value.countryId)?.code ?? null;
  const globals = usePlaceholderGlobals(countryCode);
  const values = useBotReactionValues(botReactionId);
  const save = useSaveBotReactionValues();
  const remove = useDeleteBotReactionValue(botReactionId);
  const previewValues = useMemo(
    () => (globals.data ? new Map(globals.data.map((item) => [item.keyWord, item.value ?? ''])) : undefined),
    [globals.data],
  );

  return (
    <ValueEditModal
      title={props.title}
      countryName={props.countryName}
      inheritedText={props.inheritedText}
      value={value}
      timeZone={timeZone}
      textSchema={ZBotReactionSave.shape.text}
      textHint={t('BOT_REACTION_TEXT_HINT')}
      hasPreview
      previewValues={previewValues}
      onSave={(version) => save.mutateAsync([{ ...version, botReactionId, countryId: value.countryId }])}
      onRemove={() => remove.mutateAsync({ countryCode: countryCode ?? '' })}
      onRemoveVersion={(versionId) => remove.mutateAsync({ countryCode: countryCode ?? '', versionId })}
      onConflict={() => values.refetch()}
      onClose={props.onClose}
    />
  );
}
