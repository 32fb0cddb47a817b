import { describe, expect, it } from 'vitest';
import { fillDocumentHtml, isNewTemplate } from './document-html';

describe('fillDocumentHtml', () => {
  const entries = [
    { keyWord: 'hrEmail', value: 'hr@acme.test' },
    { keyWord: 'office', value: '<b>Main & Co</b>' },
    { keyWord: 'empty', value: null },
  ];

  it('fills known keywords, marks missing and unknown ones', () => {
    const filled = fillDocumentHtml('<p>Write to {{ hrEmail }}, {{empty}} or {{nope}}.</p>', entries);
    expect(filled).toEqual({
      text: '<p>Write to hr@acme.test, @empty or @nope.</p>',
      unknown: ['nope'],
      missing: ['empty'],
    });
  });

  it('keeps a filled link only when it leads to a web or mail address', () => {
    const links = [
      { keyWord: 'portal', value: 'javascript:alert(document.domain)' },
      { keyWord: 'site', value: 'https://acme.test/hr?a=1&b=2' },
      { keyWord: 'tabbed', value: 'java\tscript:alert(1)' },
    ];
    const html =
      '<p><a href="{{portal}}" target="_blank">Portal</a>, <a href="{{site}}">site</a>, ' +
      '<a title=\'x>\' href="{{tabbed}}">tab</a>, <a href="mailto:{{hrEmail}}">mail</a></p>';
    expect(fillDocumentHtml(html, [...links, ...entries]).text).toBe(
      '<p><a target="_blank">Portal</a>, <a href="https://acme.test/hr?a=1&amp;b=2">site</a>, ' +
        '<a title=\'x>\'>tab</a>, <a href="mailto:hr@acme.test">mail</a></p>',
    );
  });

  it('escapes values so that they add no markup', () => {
    expect(fillDocumentHtml('<p>{{office}}</p>', entries).text).toBe(
      '<p>&lt;b&gt;Main &amp; Co&lt;/b&gt;</p>',
    );
  });
});

describe('isNewTemplate', () => {
  it('is new until its end date', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    expect(isNewTemplate('2026-02-01T00:00:00Z', now)).toBe(true);
    expect(isNewTemplate('2023-07-01T00:00:00Z', now)).toBe(false);
    expect(isNewTemplate(null, now)).toBe(false);
  });
});
