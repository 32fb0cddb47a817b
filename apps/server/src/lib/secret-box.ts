import crypto from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals short secrets (bot tokens) with AES-256-GCM: a fresh 12-byte nonce per value, the tag
 * checked on opening, so a row altered in the database fails instead of yielding a wrong token.
 * Sealed form: `v1.<nonce>.<tag>.<ciphertext>`, each base64url.
 */
export function createSecretBox(key: Uint8Array) {
  if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes.');
  return {
    seal(plain: string): string {
      const nonce = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed: string): string {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('Not a sealed value.');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type TSecretBox = ReturnType<typeof createSecretBox>;
