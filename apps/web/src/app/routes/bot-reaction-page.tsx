import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useValueDetail } from '../../components/versioned-values/use-value-detail';
import { botReactionKind } from '../../features/bot-reactions/api/bot-reaction-kind';
import { useBotReactionType } from '../../features/bot-reactions/api/get-bot-reaction-type';
import { DefaultTextCard } from '../../features/bot-reactions/components/default-text-card';
import { reactionWords } from '../../features/bot-reactions/reaction-words';
import { usePlaceholderValuesByCountry } from '../../features/placeholders/api/get-placeholder-globals';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { BotReactionEditor } from './knowledge/bot-reaction-editor';
import { ValueDetailView } from './knowledge/value-detail-view';

/** /botReaction/:id: the reaction's texts per country, with the global template and the default. */
export function BotReactionPage() {
  const { t, i18n } = useTranslation();
  const botReactionId = Number(useParams().id);
  const reaction = useBotReactionType(botReactionId);
  const detail = useValueDetail(botReactionKind, botReactionId, reaction, {
    backTo: '/botReactions',
    backLabel: t('DETAIL_BACK_BOT_REACTIONS'),
    notFoundTitle: t('DETAIL_BOT_REACTION_NOT_FOUND'),
    errorKey: 'LOAD_ERROR_BOT_REACTIONS',
  });
  const placeholderValues = usePlaceholderValuesByCountry(useActiveCountries().data ?? []);
  const words = reaction.data ? reactionWords(t, i18n.language, reaction.data) : null;
  const title = words?.title ?? '';
  if (detail.notFound) return detail.notFound;

  return (
    <ValueDetailView
      kind="answer"
      cardsTitle={t('BOT_REACTION_TEXTS')}
      header={detail.header({
        title: title || t('PAGE_BOT_REACTION'),
        info: words?.description ?? '',
        description: '',
        category: null,
        tags: [],
      })}
      values={detail.values}
      errorKey="LOAD_ERROR_BOT_REACTION_VALUES"
      placeholderValuesOf={(countryId) => placeholderValues.get(countryId)}
      sideCard={<DefaultTextCard text={words?.defaultText ?? ''} />}
      defaultText={words?.defaultText ?? ''}
      renderEditor={(value, countryName, close, inheritedText) => (
        <BotReactionEditor
          botReactionId={botReactionId}
          title={title}
          value={value}
          countryName={countryName}
          inheritedText={inheritedText}
          onClose={close}
        />
      )}
      renderHistory={detail.renderHistory}
    />
  );
}

export { BotReactionPage as Component };
