import type { TBotReactionKey } from './bot-reactions.constants';

/** The languages, besides English, in which every reaction type ships a default text. */
export const DEFAULT_TEXT_LANGUAGES = ['es', 'de', 'pt', 'fr', 'it'] as const;
export type TDefaultTextLanguage = (typeof DEFAULT_TEXT_LANGUAGES)[number];
export type TDefaultTexts = Record<TDefaultTextLanguage, string>;

export const isDefaultTextLanguage = (language: string | null): language is TDefaultTextLanguage =>
  language !== null && (DEFAULT_TEXT_LANGUAGES as readonly string[]).includes(language);

/**
 * The default text of each reaction type in Spanish, German and Portuguese (the demo countries'
 * languages besides English), French and Italian, said where the tenant has no text for the
 * employee's country (the English one is the type's `defaultText`). How each addresses the employee, as a friendly workplace assistant would:
 * - es (Spain): informal "tú"; "RR. HH." as written in Spain.
 * - pt (Brazil): "você".
 * - de: "Sie", as most German workplaces write to employees they do not know.
 * - fr: "vous"; a narrow no-break space before ! and ?, a no-break space before : and inside « »,
 *   so that a chat window never wraps the mark onto a line of its own.
 * - it: informal "tu".
 * Every text keeps the tokens of the English one ({question} of the hedge); typing this by the
 * reaction key makes a new reaction type fail to compile until it has all five.
 */
export const BOT_REACTION_DEFAULTS: Record<TBotReactionKey, TDefaultTexts> = {
  welcome: {
    es: '¡Hola! Soy tu asistente de RR. HH. Pregúntame lo que quieras sobre beneficios sociales, nómina, vacaciones y mucho más.',
    de: 'Hallo! Ich bin Ihr HR-Assistent. Fragen Sie mich alles rund um Zusatzleistungen, Gehaltsabrechnung, Urlaub und mehr.',
    pt: 'Olá! Sou seu assistente de RH. Pergunte o que quiser sobre benefícios, folha de pagamento, férias e muito mais.',
    fr: 'Bonjour ! Je suis votre assistant RH. Posez-moi toutes vos questions sur les avantages sociaux, la paie, les congés et bien plus encore.',
    it: 'Ciao! Sono il tuo assistente HR. Chiedimi quello che vuoi su benefit, busta paga, ferie e molto altro.',
  },
  noneIntent: {
    es: 'Perdona, no te he entendido. ¿Puedes formular tu pregunta de otra manera?',
    de: 'Entschuldigung, das habe ich nicht verstanden. Könnten Sie Ihre Frage anders formulieren?',
    pt: 'Desculpe, não entendi. Você pode reformular sua pergunta?',
    fr: "Désolé, je n'ai pas compris. Pourriez-vous reformuler votre question ?",
    it: 'Scusa, non ho capito. Puoi riformulare la domanda?',
  },
  lowConfidence: {
    es: 'No estoy seguro de haberte entendido. ¿Te refieres a una de estas?',
    de: 'Ich bin nicht sicher, ob ich Sie richtig verstanden habe. Meinen Sie eine dieser Fragen?',
    pt: 'Não tenho certeza se entendi. Você quis dizer uma destas?',
    fr: "Je ne suis pas sûr d'avoir bien compris. Vouliez-vous parler de l'une de ces questions ?",
    it: 'Non sono sicuro di aver capito. Intendevi una di queste?',
  },
  closeMatch: {
    es: '¿Cuál de estas querías decir?',
    de: 'Welche dieser Fragen meinen Sie?',
    pt: 'Qual destas você quis dizer?',
    fr: 'Laquelle de ces questions vouliez-vous poser ?',
    it: 'Quale di queste intendevi?',
  },
  disabledQuestion: {
    es: 'Todavía no puedo responder a esta pregunta. Ponte en contacto con tu equipo de RR. HH.',
    de: 'Diese Frage kann ich noch nicht beantworten. Bitte wenden Sie sich an Ihr HR-Team.',
    pt: 'Ainda não consigo responder a essa pergunta. Entre em contato com a sua equipe de RH.',
    fr: 'Je ne peux pas encore répondre à cette question. Veuillez vous adresser à votre équipe RH.',
    it: 'Non so ancora rispondere a questa domanda. Rivolgiti al tuo team HR.',
  },
  inapplicableForCountry: {
    es: 'Este tema no se aplica en tu país. Ponte en contacto con tu equipo local de RR. HH.',
    de: 'Dieses Thema gilt nicht für Ihr Land. Bitte wenden Sie sich an Ihr HR-Team vor Ort.',
    pt: 'Este assunto não se aplica ao seu país. Entre em contato com a equipe de RH local.',
    fr: "Ce sujet ne s'applique pas dans votre pays. Veuillez vous adresser à votre équipe RH locale.",
    it: 'Questo argomento non riguarda il tuo Paese. Rivolgiti al team HR locale.',
  },
  managerOnly: {
    es: 'Esta información solo está disponible para responsables de equipo.',
    de: 'Diese Information steht nur Führungskräften zur Verfügung.',
    pt: 'Esta informação está disponível apenas para gestores.',
    fr: 'Cette information est réservée aux managers.',
    it: 'Questa informazione è riservata ai responsabili di team.',
  },
  notInSubscription: {
    es: 'No puedo ayudarte con este tema. Ponte en contacto con tu equipo de RR. HH.',
    de: 'Bei diesem Thema kann ich leider nicht helfen. Bitte wenden Sie sich an Ihr HR-Team.',
    pt: 'Não consigo ajudar com esse assunto. Entre em contato com a sua equipe de RH.',
    fr: 'Je ne peux pas vous aider sur ce sujet. Veuillez vous adresser à votre équipe RH.',
    it: 'Non posso aiutarti su questo argomento. Rivolgiti al tuo team HR.',
  },
  feedbackThanks: {
    es: '¡Gracias por tus comentarios!',
    de: 'Vielen Dank für Ihr Feedback!',
    pt: 'Obrigado pelo seu feedback!',
    fr: 'Merci pour votre retour !',
    it: 'Grazie per il tuo feedback!',
  },
  noneOfThese: {
    es: 'Vaya, no he encontrado lo que buscas. ¿Puedes preguntarlo con otras palabras?',
    de: 'Leider habe ich nichts Passendes gefunden. Könnten Sie Ihre Frage mit anderen Worten stellen?',
    pt: 'Desculpe, não encontrei o que você procura. Pode fazer sua pergunta com outras palavras?',
    fr: "Désolé, je n'ai pas trouvé ce que vous cherchez. Pourriez-vous poser votre question autrement ?",
    it: 'Mi dispiace, non ho trovato quello che cerchi. Puoi fare la domanda con altre parole?',
  },
  escalation: {
    es: 'Siento que no te haya servido. He pasado tu pregunta al equipo de RR. HH. para que le den seguimiento.',
    de: 'Schade, dass Ihnen das nicht geholfen hat. Ich habe Ihre Frage an das HR-Team weitergeleitet, damit es sich darum kümmern kann.',
    pt: 'Sinto muito que isso não tenha ajudado. Encaminhei sua pergunta para a equipe de RH, para que ela possa acompanhar o caso.',
    fr: "Désolé que cela ne vous ait pas aidé. J'ai transmis votre question à l'équipe RH pour qu'elle puisse y donner suite.",
    it: 'Mi dispiace che non ti sia stato utile. Ho inoltrato la tua domanda al team HR perché possa occuparsene.',
  },
  hedge: {
    es: 'Creo que preguntas por «{question}»:',
    de: 'Ich glaube, Sie fragen nach „{question}“:',
    pt: 'Acho que você está perguntando sobre “{question}”:',
    fr: 'Il me semble que votre question porte sur « {question} » :',
    it: 'Mi sembra che tu stia chiedendo di «{question}»:',
  },
};

const isReactionKey = (key: string): key is TBotReactionKey => Object.hasOwn(BOT_REACTION_DEFAULTS, key);

/** The shipped texts of the reaction type of this key, besides English; none for a key the code does not know. */
export const defaultTextsOf = (key: string): TDefaultTexts | undefined =>
  isReactionKey(key) ? BOT_REACTION_DEFAULTS[key] : undefined;
