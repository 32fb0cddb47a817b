import type { TRandom } from './prng';

/** Things employees ask an HR/IT bot that no knowledge base answers. */
export const OUT_OF_SCOPE = [
  "what's the weather today",
  'tell me a joke',
  'who won the game last night',
  'can you order me a pizza',
  'what is the meaning of life',
  'are you a robot',
  'play some music',
  'how do I get to the airport',
  'what time is it in Tokyo',
  'recommend a good movie',
  'what is 17 times 23',
  'book a table for two tonight',
  'is the canteen open',
  'translate hello into french',
  'who is the ceo of google',
];

/** A few employees write in their own language; the demo model is trained in English. */
const OTHER_LANGUAGE: Record<string, readonly string[]> = {
  ES: ['¿cuántos días de vacaciones tengo?', 'necesito cambiar mi contraseña', '¿cuándo se paga la nómina?'],
  DE: ['Wie viele Urlaubstage habe ich?', 'Ich habe mein Passwort vergessen', 'Wann kommt das Gehalt?'],
  BR: ['quantos dias de férias eu tenho?', 'esqueci minha senha', 'quando cai o salário?'],
  IN: ['mujhe chutti chahiye', 'salary kab aayegi?'],
};

export function otherLanguagePhrase(random: TRandom, countryCode: string): string | null {
  const phrases = OTHER_LANGUAGE[countryCode];
  return phrases ? random.pick(phrases) : null;
}

const swapTypo = (random: TRandom, word: string) => {
  if (word.length < 4) return word;
  const i = 1 + random.int(word.length - 2);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
};
const dropLetter = (random: TRandom, word: string) => {
  if (word.length < 5) return word;
  const i = 1 + random.int(word.length - 2);
  return word.slice(0, i) + word.slice(i + 1);
};
const FILLERS = ['hi', 'hey', 'please', 'quick question:', 'hello,'];

/** How a person types a known phrasing: case, dropped words, typos, greetings, punctuation. */
export function vary(random: TRandom, text: string): string {
  let words = text.split(/\s+/).filter(Boolean);
  if (words.length > 4 && random.chance(0.25)) {
    const drop = random.int(words.length);
    words = words.filter((_, i) => i !== drop);
  }
  if (random.chance(0.3)) {
    const at = random.int(words.length);
    words[at] = (random.chance(0.5) ? swapTypo : dropLetter)(random, words[at]!);
  }
  if (random.chance(0.15)) words.unshift(random.pick(FILLERS));
  let out = words.join(' ');
  const casing = random.next();
  if (casing < 0.45) out = out.toLowerCase();
  else if (casing < 0.5) out = out.toUpperCase();
  if (random.chance(0.3)) out = out.replace(/[?.!]+$/, '');
  else if (random.chance(0.1)) out = `${out.replace(/[?.!]+$/, '')}??`;
  return out;
}
