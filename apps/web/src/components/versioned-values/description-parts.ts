/**
 * Splits an item's description into its long text and its examples: everything after
 * 'example:' or 'examples:' (any case), one example per line or per bullet.
 */
export function descriptionParts(description: string): { text: string; examples: string[] } {
  const match = /\bexamples?:/i.exec(description);
  if (!match) return { text: description.trim(), examples: [] };
  const text = description.slice(0, match.index).trim();
  const rest = description.slice(match.index + match[0].length);
  const examples = rest
    .split(/\r?\n|(?:^|\s)[-•*]\s+|;/)
    .map((line) =>
      line
        .trim()
        .replace(/^[-•*]\s*/, '')
        .trim(),
    )
    .filter(Boolean);
  return { text, examples };
}
