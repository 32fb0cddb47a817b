import { describe, expect, it } from 'vitest';
import { isSafeLinkHref } from './link-scheme';

describe('isSafeLinkHref', () => {
  it('lets web and e-mail addresses through, whatever the case of their scheme', () => {
    for (const href of [
      'https://hr.acme.example/leave',
      'http://x.example',
      'HTTPS://X.EXAMPLE',
      'mailto:hr@acme.example',
    ]) {
      expect(isSafeLinkHref(href)).toBe(true);
    }
  });

  it('refuses scripts and data, also when hidden by spaces, tabs or control characters', () => {
    for (const href of [
      'javascript:alert(document.domain)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
    ]) {
      expect(isSafeLinkHref(href)).toBe(false);
    }
  });

  it('refuses a destination without a scheme', () => {
    expect(isSafeLinkHref('/relative/path')).toBe(false);
    expect(isSafeLinkHref('//evil.example')).toBe(false);
    expect(isSafeLinkHref('')).toBe(false);
  });
});
