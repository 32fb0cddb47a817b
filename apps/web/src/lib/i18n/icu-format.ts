import type { Module } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';

type TValues = Record<string, unknown>;
/** A message as the catalogue holds it: its text (tests, the dev server) or its parsed tree (the build). */
type TMessage = ConstructorParameters<typeof IntlMessageFormat>[0];
type TTree = ReturnType<IntlMessageFormat['getAst']>;

interface TCompiled {
  format: IntlMessageFormat;
  /** the arguments a plural or a select chooses by: their numbers stay numbers */
  choosers: ReadonlySet<string>;
  /** the language's number format, one for all its messages */
  numbers: Intl.NumberFormat;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numbersOf(locale: string) {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

// the syntax tree's kinds of element (intl-messageformat's TYPE enum)
const SELECT = 5;
const PLURAL = 6;

function choosersOf(tree: TTree, found = new Set<string>()): Set<string> {
  for (const element of tree) {
    if (element.type !== SELECT && element.type !== PLURAL) continue;
    found.add(element.value);
    for (const option of Object.values(element.options)) choosersOf(option.value, found);
  }
  return found;
}

function compile(message: TMessage, language: string): TCompiled | null {
  try {
    const format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    const numbers = numbersOf(format.resolvedOptions().locale);
    return { format, choosers: choosersOf(format.getAst()), numbers };
  } catch {
    // a message that is not valid ICU shows as written; the catalogues' test names it
    return null;
  }
}

/**
 * A message's values with every number shown as it is (not one a plural or select chooses by)
 * written in the language's digits: ICU shows `{total}` as JavaScript writes it, 12345.5, where a
 * reader of German expects 12.345,5. A year or an id is passed as a string by its caller.
 */
function withLocalNumbers({ choosers, numbers }: TCompiled, values: TValues): TValues {
  const out: TValues = { ...values };
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'number' && !choosers.has(name)) out[name] = numbers.format(value);
  return out;
}

/**
 * i18next's formatter for ICU MessageFormat: a message's plurals and selects live inside it
 * ("{count, plural, one {# answer} other {# answers}}"), so every catalogue has the same keys
 * whatever plural forms its language needs. Each message is compiled once per language.
 */
export function icuFormat(): Module & { parse: (...args: unknown[]) => string; handleAsObject: boolean } {
  const compiled = new Map<string, TCompiled | null>();
  return {
    type: 'i18nFormat',
    // a parsed message is an array: it is handed to `parse` like a text, not walked as nested keys
    handleAsObject: false,
    parse(res: unknown, values: unknown, lng: unknown, ns: unknown, key: unknown) {
      const language = String(lng);
      const id = `${language}\u0000${String(ns)}\u0000${String(key)}`;
      let message = compiled.get(id);
      if (message === undefined) compiled.set(id, (message = compile(res as TMessage, language)));
      if (!message) return String(res);
      return String(message.format.format(withLocalNumbers(message, (values ?? {}) as TValues)));
    },
  } as Module & { parse: (...args: unknown[]) => string; handleAsObject: boolean };
}
