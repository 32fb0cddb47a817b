import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(crypto.randomBytes(32));

  it('seals a value so that it does not appear, differently each time, and opens it back', () => {
    const a = box.seal('xoxb-123-secret');
    expect(a).not.toContain('xoxb');
    expect(a).not.toBe(box.seal('xoxb-123-secret'));
    expect(box.open(a)).toBe('xoxb-123-secret');
  });

  it('refuses a sealed value that was altered or sealed under another key', () => {
    const sealed = box.seal('xoxb-123-secret');
    const [v, nonce, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, nonce, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(crypto.randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('xoxb-clear')).toThrow();
  });
});
