import {
  decide,
  decideChoice,
  decideNoneOfThese,
  DEFAULT_THRESHOLDS,
  type TDecision,
  type TThresholds,
} from '@askhr/shared/bot/bot-decision';
import {
  placeholderEntries,
  reactionText,
  type TBotKnowledge,
  type TKnowledgeQuestion,
} from '@askhr/shared/bot/bot-knowledge';
import { renderPlaceholders } from '@askhr/shared/placeholders/placeholder-rendering';
import {
  botReactionType,
  buttonTitles,
  HEDGE_QUESTION_TOKEN,
  NONE_OF_THESE_TITLE,
  pickReactionVariant,
  type TBotReactionKey,
} from '@askhr/shared/bot-reactions/bot-reactions.constants';
import type { TLanguage } from '@askhr/shared/bot/language';
import { effectiveVersion } from '@askhr/shared/versioned-values/versioned-values';
import { UTTERANCE_MAX_LENGTH, ZBotButtonValue } from '@askhr/shared/bot/bot.schemas';
import type { TDb } from '../../db/client';
import { detectLanguage } from '../../lib/language';
import { countBotMessage } from '../../lib/metrics';
import { createKnowledgeCache, type TKnowledgeSource } from '../knowledge/knowledge-cache';
import type { TBotButton, TBotReply, TConversationCore, TIncomingMessage } from '../conversation.types';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { findActiveFeatures } from '../../auth/access.repository';
import { confirmQuestionExample } from '../../modules/questions/questions.service';
import { answerSurvey } from '../../modules/push/survey-answer';
import { findOwnUtterance, rateUtterance, type TBotUserRow, type TOwnUtterance } from './bot-core.repository';
import { createBotUserToucher, type TBotProfile } from './bot-profile';
import type { TEscalation } from './escalation-mail';
import type { TIntentRanker } from './intent-ranker';
import { createUtteranceLog } from './utterance-log';
import { messageOutcome } from './message-outcome';

export interface TConversationCoreOptions {
  db: TDb;
  ranker: TIntentRanker;
  /** where the tenant's knowledge comes from; by default a cache of its own over `db` */
  knowledge?: TKnowledgeSource;
  /** the clock; tests move it to cross a scheduled version's validFrom */
  now?: () => Date;
  thresholds?: Partial<TThresholds>;
  /** chooses among the alternative texts of a reaction; tests fix it */
  random?: () => number;
  /** an employee's message became a confirmed example of a question: it joins the next retrain */
  onExampleConfirmed?(customerId: number): void;
  /** an answer was rated Not helpful where the tenant escalates them: its support inboxes hear of it */
  onEscalated?(escalation: TEscalation): Promise<unknown> | void;
}

/** The reasons under which the bot offers questions: a pick from those confirms what was meant. */
const OFFERING_REASONS: readonly number[] = [REASONS.lowConfidence, REASONS.closeMatch];

/** A message that opens the conversation rather than asking something. */
const isGreeting = (text: string) => text === '' || /^\/?(start|hello|hi)$/i.test(text);

interface TTurn {
  message: TIncomingMessage;
  knowledge: TBotKnowledge;
  botUser: TBotUserRow;
  profile: TBotProfile;
  date: Date;
  now: Date;
  text: string;
}

/**
 * DESIGN section 5, steps 1 to 4, for every channel: the tenant's knowledge is read once per
 * message (from the cache), the decision is the pure `decide` of packages/shared, and what was
 * decided is logged and said.
 */
export function createConversationCore(options: TConversationCoreOptions): TConversationCore {
  const { db, ranker } = options;
  const knowledgeSource = options.knowledge ?? createKnowledgeCache(db);
  const clock = options.now ?? (() => new Date());
  const utteranceLog = createUtteranceLog(db);
  const touchBotUser = createBotUserToucher(db);
  /** the tenant's own thresholds when its model has them; those given here win (benchmarks, tests) */
  const thresholdsOf = async (customerId: number): Promise<TThresholds> => ({
    ...DEFAULT_THRESHOLDS,
    ...(await ranker.thresholds?.(customerId)),
    ...options.thresholds,
  });

  /**
   * The language the country's own welcome greets in: the employee's, as far as the bot can tell,
   * when a message is too short to say ("vacaciones"). Null where the country inherits the welcome.
   */
  const countryLanguage = ({ knowledge, profile, date }: TTurn): TLanguage | null => {
    const welcomes = knowledge.reactions.get(botReactionType('welcome').id) ?? [];
    const { version, hasGlobal } = effectiveVersion(profile.countryId, welcomes, date);
    return version && !hasGlobal ? detectLanguage(version.text) : null;
  };

  /** The language of what the employee wrote, or else their country's. */
  const employeeLanguage = (turn: TTurn, writtenIn: string) =>
    detectLanguage(writtenIn) ?? countryLanguage(turn);

  /**
   * A reaction's text, one of its alternatives, placeholders filled. Where the tenant has no text
   * for the country, the shipped default in `language` (the employee's, as `employeeLanguage` tells
   * it). With `followLanguage`, also a text of the tenant in that language over the country's own
   * in another (the thanks, the options' prompt, the hedge: words of the bot, not the HR team's).
   */
  const reaction = (
    turn: TTurn,
    key: TBotReactionKey,
    language: TLanguage | null,
    followLanguage = false,
  ) => {
    const { knowledge, profile, date } = turn;
    const inLanguage = language && followLanguage ? { language, languageOf: detectLanguage } : null;
    const text = pickReactionVariant(
      reactionText(knowledge, key, profile.countryId, date, inLanguage, language),
      options.random,
    );
    // reaction texts may use placeholders too, filled with the employee's country's values
    return renderPlaceholders(text, placeholderEntries(knowledge, profile.countryId, date)).text;
  };

  /** The hedge before an answer the bot is not sure of, naming the question answered. */
  const hedgeLine = (turn: TTurn, question: TKnowledgeQuestion, language: TLanguage | null) =>
    reaction(turn, 'hedge', language, true).replaceAll(HEDGE_QUESTION_TOKEN, question.text);

  async function log(turn: TTurn, decision: TDecision, answerText: string) {
    const { message, botUser, profile } = turn;
    countBotMessage(message.user.channel, messageOutcome(decision));
    const question = decision.kind === 'unsure' ? null : decision.question;
    return utteranceLog.log(message.user.customerId, {
      date: turn.now,
      botUserId: botUser.id,
      channel: message.user.channel,
      conversationId: message.conversationId,
      countryId: profile.countryId,
      roleId: profile.roleId,
      text: turn.text,
      predictedQuestionId: decision.predicted?.questionId ?? null,
      confidence: decision.predicted?.score ?? null,
      reasonId: decision.kind === 'answer' ? null : decision.reasonId,
      returnedQuestionId: question?.id ?? null,
      answerText,
      inSubscription: question?.inSubscription ?? null,
      categoryId: question?.categoryId ?? null,
      isTest: Boolean(message.user.isTest),
      hedged: decision.kind === 'answer' && decision.hedge !== undefined,
    });
  }

  const choose =
    (utteranceId: number) =>
    (question: TKnowledgeQuestion): TBotButton => ({
      title: question.text,
      value: { kind: 'choose', questionId: question.id, utteranceId },
    });

  /**
   * What an employee confirmed (a pick from the options, a Helpful rating) becomes an example of
   * the question; not a question's own text, which the model already learns from.
   */
  async function learn(turn: TTurn, questionId: number, asked: { id: number; text: string }) {
    if (asked.text.trim() === turn.knowledge.questions.get(questionId)?.text.trim()) return;
    const { customerId } = turn.message.user;
    const example = { questionId, text: asked.text, utteranceId: asked.id };
    if (await confirmQuestionExample(db, customerId, example)) options.onExampleConfirmed?.(customerId);
  }

  /** In the background: the employee's reply does not wait for the mail server. */
  function escalate(turn: TTurn, rated: TOwnUtterance) {
    const { customerId, channel, isTest } = turn.message.user;
    const escalation: TEscalation = {
      customerId,
      utteranceId: rated.id,
      utterance: rated.text,
      answer: rated.answerText,
      countryId: rated.countryId,
      roleId: rated.roleId,
      channel,
      isTest: Boolean(isTest),
    };
    void Promise.resolve()
      .then(() => options.onEscalated?.(escalation))
      .catch(() => undefined);
  }

  /**
   * Says and logs what was decided: the answer with rating buttons, or the reaction of its reason.
   * The prompt and the buttons are in the language of `writtenIn` (what the employee asked).
   */
  async function reply(turn: TTurn, decision: TDecision, writtenIn = turn.text): Promise<TBotReply[]> {
    const language = employeeLanguage(turn, writtenIn);
    const titles = buttonTitles(language);
    const noneOfThese: TBotButton = { title: titles.noneOfThese, value: { kind: 'none' } };
    if (decision.kind !== 'answer') {
      // the options' prompt follows the language the employee wrote in; any other reaction is the
      // country's text where it has one, else the default in the employee's language
      const offering = decision.kind === 'unsure' && decision.options.length > 0;
      const text = reaction(turn, decision.reaction, language, offering);
      const row = await log(turn, decision, text);
      const offered = decision.kind === 'unsure' ? decision.options : [];
      if (offered.length === 0) return [{ text }];
      return [{ text, buttons: [...offered.map(choose(row.id)), noneOfThese] }];
    }
    const text = decision.hedge
      ? `${hedgeLine(turn, decision.question, language)}\n\n${decision.rendered.text}`
      : decision.rendered.text;
    const row = await log(turn, decision, text);
    const rate = (title: string, rating: 1 | -1): TBotButton => ({
      title,
      value: { kind: 'rate', utteranceId: row.id, rating },
    });
    const ratings = [rate(titles.helpful, 1), rate(titles.notHelpful, -1)];
    if (!decision.hedge) return [{ text, buttons: ratings }];
    // unsure: the other questions it could be, one click away, before the rating of this one
    const alternatives = decision.hedge.alternatives.map(choose(row.id));
    return [{ text, buttons: [...alternatives, noneOfThese, ...ratings] }];
  }

  return {
    async handle(message) {
      const now = clock();
      const { customerId } = message.user;
      const date = message.asOf ?? now;
      const knowledge = await knowledgeSource.at(customerId, date, now);
      const { botUser, profile } = await touchBotUser(message.user, knowledge.countries, now);
      const turn: TTurn = {
        message,
        knowledge,
        botUser,
        profile,
        date,
        now,
        text: (message.text ?? '').trim().slice(0, UTTERANCE_MAX_LENGTH),
      };
      const employee = { countryId: profile.countryId, roleId: profile.roleId, date };
      const button = message.value ? ZBotButtonValue.safeParse(message.value) : null;
      if (button?.success && button.data.kind === 'rate') {
        const where = { utteranceId: button.data.utteranceId, botUserId: botUser.id };
        // somebody else's (or another tenant's) utterance: nothing is stored and nothing is said
        const rated = await rateUtterance(db, customerId, where, button.data.rating);
        if (!rated) return [];
        if (button.data.rating === 1 && rated.reasonId === null && rated.returnedQuestionId !== null)
          await learn(turn, rated.returnedQuestionId, rated);
        // a Not helpful answer goes to the HR team where the tenant escalates them, and the bot says so
        const escalated =
          button.data.rating === -1 &&
          (await findActiveFeatures(db, customerId)).has('EscalateNotSatisfactoryAnswer');
        if (escalated) escalate(turn, rated);
        // the reply follows the language of the rated message, not only the country's
        return [
          {
            text: reaction(
              turn,
              escalated ? 'escalation' : 'feedbackThanks',
              employeeLanguage(turn, rated.text),
              true,
            ),
          },
        ];
      }
      if (button?.success && button.data.kind === 'choose') {
        const { questionId, utteranceId } = button.data;
        const text = turn.text || (knowledge.questions.get(questionId)?.text ?? '');
        const decision = decideChoice(knowledge, employee, questionId);
        const asked =
          decision.kind === 'answer' && utteranceId !== undefined
            ? await findOwnUtterance(db, customerId, { utteranceId, botUserId: botUser.id })
            : undefined;
        // a picked question's text is the tenant's: the buttons follow what the employee asked
        const replies = await reply({ ...turn, text }, decision, asked?.text ?? text);
        if (asked && (asked.hedged || (asked.reasonId != null && OFFERING_REASONS.includes(asked.reasonId))))
          await learn(turn, questionId, asked);
        return replies;
      }
      if (button?.success && button.data.kind === 'survey') {
        const said = await answerSurvey(db, customerId, botUser.id, button.data, now);
        return said ? [{ text: said }] : [];
      }
      if (button?.success && button.data.kind === 'none') {
        // the button's own words when the channel sends them, else the country's language
        return reply({ ...turn, text: turn.text || NONE_OF_THESE_TITLE }, decideNoneOfThese(), turn.text);
      }
      if (isGreeting(turn.text))
        return [{ text: reaction(turn, 'welcome', employeeLanguage(turn, turn.text)) }];
      const ranked = await ranker.rank(customerId, turn.text);
      return reply(turn, decide(knowledge, employee, ranked, await thresholdsOf(customerId)));
    },
  };
}
