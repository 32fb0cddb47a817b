import { REASONS, type TReasonId } from '@askhr/shared/bot/bot.constants';
import { RATING_BUTTON_TITLES, type TBotReactionKey } from '@askhr/shared/bot/bot-reactions.constants';
import { UTTERANCE_MAX_LENGTH, ZBotButtonValue } from '@askhr/shared/bot/bot.schemas';
import { guessLanguage, type TLanguage } from '@askhr/shared/bot/language';
import type { TDb } from '../../db/client';
import { findQuestionRefs, type TQuestionRef } from '../../modules/answers/answers.repository';
import { findTenantCountries } from '../../modules/versioned-values/edit-rights.repository';
import type { TBotButton, TBotReply, TConversationCore, TIncomingMessage } from '../conversation.types';
import { answerQuestion, type TBotProfile } from './answer-question';
import { insertUtterance, rateUtterance, type TBotUserRow } from './bot-core.repository';
import { touchBotUser } from './bot-profile';
import { reactionText } from './bot-reactions.service';
import { DEFAULT_THRESHOLDS, understand, type TThresholds } from './decide';
import type { TIntentRanker } from './intent-ranker';

export interface TConversationCoreOptions {
  db: TDb;
  ranker: TIntentRanker;
  /** the clock; tests move it to cross a scheduled version's validFrom */
  now?: () => Date;
  thresholds?: Partial<TThresholds>;
}

/** A message that opens the conversation rather than asking something. */
const isGreeting = (text: string) => text === '' || /^\/?(start|hello|hi)$/i.test(text);

interface TTurn {
  message: TIncomingMessage;
  botUser: TBotUserRow;
  profile: TBotProfile;
  tenantCountryIds: number[];
  date: Date;
  now: Date;
  text: string;
}

interface TDecision {
  /** the intent understood; a button choice has no confidence */
  predicted: { questionId: number; score: number | null } | null;
  reasonId: TReasonId | null;
  question: TQuestionRef | null;
}

/** DESIGN section 5, steps 1 to 4, for every channel. */
export function createConversationCore(options: TConversationCoreOptions): TConversationCore {
  const { db, ranker } = options;
  const clock = options.now ?? (() => new Date());
  const thresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };

  const reaction = (turn: TTurn, key: TBotReactionKey, language: TLanguage | null = null) =>
    reactionText(db, turn.message.user.customerId, key, turn.profile.countryId, turn.date, turn.now, {
      language,
      tenantCountryIds: turn.tenantCountryIds,
    });

  async function log(turn: TTurn, decision: TDecision, answerText: string) {
    const { message, botUser, profile } = turn;
    return insertUtterance(db, message.user.customerId, {
      date: turn.now,
      botUserId: botUser.id,
      channel: message.user.channel,
      conversationId: message.conversationId,
      countryId: profile.countryId,
      roleId: profile.roleId,
      text: turn.text,
      predictedQuestionId: decision.predicted?.questionId ?? null,
      confidence: decision.predicted?.score ?? null,
      reasonId: decision.reasonId,
      returnedQuestionId: decision.question?.id ?? null,
      answerText,
      inSubscription: decision.question?.inSubscription ?? null,
      categoryId: decision.question?.categoryId ?? null,
      isTest: Boolean(message.user.isTest),
    });
  }

  /** Answers a question of the tenant, or sends the reaction of the reason it cannot. */
  async function reply(
    turn: TTurn,
    question: TQuestionRef,
    predicted: TDecision['predicted'],
  ): Promise<TBotReply[]> {
    const { customerId } = turn.message.user;
    const outcome = await answerQuestion(
      db,
      customerId,
      question,
      turn.profile,
      turn.tenantCountryIds,
      turn.date,
      turn.now,
    );
    if (outcome.reasonId !== null) {
      const text = await reaction(turn, outcome.reaction);
      await log(turn, { predicted, reasonId: outcome.reasonId, question }, text);
      return [{ text }];
    }
    const row = await log(turn, { predicted, reasonId: null, question }, outcome.text);
    const rate = (title: string, rating: 1 | -1): TBotButton => ({
      title,
      value: { kind: 'rate', utteranceId: row.id, rating },
    });
    return [
      {
        text: outcome.text,
        buttons: [rate(RATING_BUTTON_TITLES.helpful, 1), rate(RATING_BUTTON_TITLES.notHelpful, -1)],
      },
    ];
  }

  const choose = (question: TQuestionRef): TBotButton => ({
    title: question.text,
    value: { kind: 'choose', questionId: question.id },
  });

  async function ask(turn: TTurn): Promise<TBotReply[]> {
    const { customerId } = turn.message.user;
    const ranked = await ranker.rank(customerId, turn.text);
    // only the tenant's own questions: a foreign or deleted intent id is never answered
    const refs = await findQuestionRefs(
      db,
      customerId,
      ranked.map((r) => r.questionId),
    );
    const byId = new Map(refs.map((q) => [q.id, q]));
    const understood = understand(ranked, (id) => byId.has(id), thresholds);
    if (understood.kind === 'question')
      return reply(turn, byId.get(understood.top.questionId)!, understood.top);
    const predicted = understood.top && byId.has(understood.top.questionId) ? understood.top : null;
    const key: TBotReactionKey =
      understood.kind === 'low' ? 'lowConfidence' : understood.kind === 'close' ? 'closeMatch' : 'noneIntent';
    const text = await reaction(turn, key);
    await log(turn, { predicted, reasonId: understood.reasonId, question: null }, text);
    if (understood.kind === 'low') return [{ text, buttons: [choose(byId.get(understood.top.questionId)!)] }];
    if (understood.kind === 'close')
      return [
        {
          text,
          buttons: [
            choose(byId.get(understood.top.questionId)!),
            choose(byId.get(understood.second.questionId)!),
          ],
        },
      ];
    return [{ text }];
  }

  return {
    async handle(message) {
      const now = clock();
      const { customerId } = message.user;
      const countries = await findTenantCountries(db, customerId);
      const { botUser, profile } = await touchBotUser(db, message.user, countries, now);
      const turn: TTurn = {
        message,
        botUser,
        profile,
        tenantCountryIds: countries.map((c) => c.id),
        date: message.asOf ?? now,
        now,
        text: (message.text ?? '').trim().slice(0, UTTERANCE_MAX_LENGTH),
      };
      const button = message.value ? ZBotButtonValue.safeParse(message.value) : null;
      if (button?.success && button.data.kind === 'rate') {
        const where = { utteranceId: button.data.utteranceId, botUserId: botUser.id };
        // somebody else's (or another tenant's) utterance: nothing is stored and nothing is said
        const rated = await rateUtterance(db, customerId, where, button.data.rating);
        if (!rated) return [];
        // the thanks follow the language of the rated message, not only the country's
        return [{ text: await reaction(turn, 'feedbackThanks', guessLanguage(rated.text)) }];
      }
      if (button?.success && button.data.kind === 'choose') {
        const [question] = await findQuestionRefs(db, customerId, [button.data.questionId]);
        const chosen = { ...turn, text: turn.text || (question?.text ?? '') };
        if (question) return reply(chosen, question, { questionId: question.id, score: null });
        const text = await reaction(turn, 'noneIntent');
        await log(chosen, { predicted: null, reasonId: REASONS.orphanIntent, question: null }, text);
        return [{ text }];
      }
      if (isGreeting(turn.text)) return [{ text: await reaction(turn, 'welcome') }];
      return ask(turn);
    },
  };
}
