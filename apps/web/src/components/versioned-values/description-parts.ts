import { splitDescription } from '@askhr/shared/answers/description-examples';

/**
 * Splits an item's description into its long text and its examples (the text after 'example:' or
 * 'examples:'), by the shared rule.
 */
export function descriptionParts(description: string): { text: string; examples: string[] } {
  const { longDescription, examples } = splitDescription(description);
  return { text: longDescription, examples };
}
