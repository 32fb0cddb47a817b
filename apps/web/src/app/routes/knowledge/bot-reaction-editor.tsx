import { useTranslation } from 'react-i18next';
import { ZBotReactionSave } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueEditModal } from '../../../components/versioned-values/value-edit-modal';
import { useValueEditActions } from '../../../components/versioned-values/use-value-edit-actions';
import { botReactionKind } from '../../../features/bot-reactions/api/bot-reaction-kind';
import { usePlaceholderValuesIn } from '../../../features/placeholders/api/get-placeholder-globals';
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
  const previewValues = usePlaceholderValuesIn(countryCode);
  const actions = useValueEditActions(botReactionKind, botReactionId, value, countryCode ?? '');

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
      {...actions}
      onClose={props.onClose}
    />
  );
}
