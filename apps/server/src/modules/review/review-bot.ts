import type { TRankedIntent } from '@askhr/shared/bot/bot-decision';
import type { TBotKnowledge } from '@askhr/shared/bot/bot-knowledge';

/** How the bot reads words, so that review groups messages as the bot understands them. */
export interface TTextAnalyzer {
  /** the words of a text, normalised (case, accents, punctuation) */
  tokenize(text: string): string[];
  /** the stems of one normalised word in the bot's languages, the word itself first */
  stemsOf(word: string): string[];
}

/** What review reads of the bot, handed in where the server is put together (bot/review-bot.ts). */
export interface TReviewBot {
  analyzer: TTextAnalyzer;
  /** the tenant's questions ranked for a message by its live model, best first */
  rank(customerId: number, text: string): Promise<TRankedIntent[]>;
  /** what the bot answers with now: questions that are not deleted, their answers per country */
  knowledge(customerId: number, now: Date): Promise<TBotKnowledge>;
  /** everything written about each of the tenant's questions, one text per question */
  questionTexts(customerId: number): Promise<string[]>;
}
