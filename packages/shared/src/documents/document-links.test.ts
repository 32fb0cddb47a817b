import { describe, expect, it } from 'vitest';
import { withoutUnsafeLinks } from './document-links';

describe('withoutUnsafeLinks', () => {
  it('leaves web and mail links, other tags and links without a destination as they are', () => {
    const html =
      '<p><a href="https://acme.test/?a=1&amp;b=2" target="_blank">Web</a> <A HREF="MAILTO:hr@acme.test">HR</A> ' +
      '<abbr title="x">HR</abbr> <a target="_blank">label</a> <a\nhref="http://acme.test">here</a></p>';
    expect(withoutUnsafeLinks(html)).toBe(html);
  });

  it('reads the destination as the browser does: references decoded, the first of repeated hrefs', () => {
    expect(withoutUnsafeLinks('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(withoutUnsafeLinks('<a href="&#x6A;avascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(withoutUnsafeLinks('<a href=\'data:text/html,x\' href="https://acme.test">x</a>')).toBe(
      '<a>x</a>',
    );
    expect(withoutUnsafeLinks('<a/href=vbscript:x>x</a>')).toBe('<a/>x</a>');
    expect(withoutUnsafeLinks('<a href="https&#58;//acme.test">x</a>')).toBe(
      '<a href="https&#58;//acme.test">x</a>',
    );
  });

  it('refuses a destination left without a scheme, as an empty placeholder leaves it', () => {
    expect(withoutUnsafeLinks('<p><a href="@hrPortal" rel="nofollow">Portal</a></p>')).toBe(
      '<p><a rel="nofollow">Portal</a></p>',
    );
  });

  it("takes '<a' inside a quoted value for text", () => {
    const html = '<a title="<a href=javascript:x>" href="https://acme.test">x</a>';
    expect(withoutUnsafeLinks(html)).toBe(html);
  });
});
