import { describe, expect, it } from 'vitest';
import { pickReactionVariant, reactionVariants } from './bot-reactions.constants';

describe('reaction variants', () => {
  it('splits a text on lines holding only ---, keeping lines within a variant', () => {
    expect(reactionVariants('Hi!\nHow can I help?\n---\n  Hello there  \n ---\n')).toEqual([
      'Hi!\nHow can I help?',
      'Hello there',
    ]);
    expect(reactionVariants('A text with --- inside')).toEqual(['A text with --- inside']);
    expect(reactionVariants('---')).toEqual(['---']);
  });

  it('picks one alternative by the random number', () => {
    expect(pickReactionVariant('A\n---\nB\n---\nC', () => 0)).toBe('A');
    expect(pickReactionVariant('A\n---\nB\n---\nC', () => 0.5)).toBe('B');
    expect(pickReactionVariant('A\n---\nB\n---\nC', () => 0.999)).toBe('C');
    expect(pickReactionVariant('Only one', () => 0.7)).toBe('Only one');
  });
});
