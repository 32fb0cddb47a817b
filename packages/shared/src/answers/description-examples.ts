const EXAMPLES_LABEL = /\bexamples?\s*:/i;
const BULLET = /^\s*(?:[-*•·]|\d+[.)])\s+/;

/** A list written on one line: no new line, ';' or bullet separates its examples. */
const isOneLineList = (text: string) => !/\r?\n|;|\s[•·]\s/.test(text.trim());

/**
 * The value detail page shows a description as a long description and a list of examples: the
 * text after "example:" or "examples:" (any case) split on new lines, bullets or ';', or, when
 * written on one line without them, on commas ("how much holiday do I get, annual leave"). A comma
 * followed by a space separates: "1,500 EUR" stays one example.
 */
export function splitDescription(description: string): { longDescription: string; examples: string[] } {
  const match = EXAMPLES_LABEL.exec(description);
  if (!match) return { longDescription: description.trim(), examples: [] };
  const after = description.slice(match.index + match[0].length);
  const examples = after
    .split(isOneLineList(after) ? /,\s+/ : /\r?\n|;/)
    .flatMap((line) => line.split(/\s+[•·]\s+/))
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => line.length > 0);
  return { longDescription: description.slice(0, match.index).trim(), examples };
}
