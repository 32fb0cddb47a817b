import { describe, expect, it } from 'vitest';
import { cleanDocumentHtml } from './document-worker';

describe('cleanDocumentHtml', () => {
  it('removes scripts, event handlers and javascript: links', async () => {
    const dirty =
      '<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<p onclick="steal()">Click <a href="javascript:alert(3)">here</a></p>' +
      '<iframe src="https://evil.test"></iframe><p style="color:red">styled</p>';
    const { content } = await cleanDocumentHtml(dirty);
    expect(content).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img|style=/i);
    expect(content).toBe(
      '<p>Hi</p><p>Click <a target="_blank" rel="noopener noreferrer nofollow">here</a></p><p>styled</p>',
    );
  });

  it('keeps headings, lists, emphasis, links and placeholders', async () => {
    const html =
      '<h1>Welcome</h1><h2>First day</h2><p><strong>Bring</strong> your <em>ID</em> to {{office}}.</p>' +
      '<ul><li>Laptop</li><li>Badge</li></ul><ol><li>One</li></ol>' +
      '<p><a href="mailto:hr@acme.test">HR</a> and <a href="https://acme.test/handbook">handbook</a></p>';
    expect((await cleanDocumentHtml(html)).content).toBe(
      html
        .replace(
          '<a href="mailto:hr@acme.test">',
          '<a href="mailto:hr@acme.test" target="_blank" rel="noopener noreferrer nofollow">',
        )
        .replace(
          '<a href="https://acme.test/handbook">',
          '<a href="https://acme.test/handbook" target="_blank" rel="noopener noreferrer nofollow">',
        ),
    );
  });

  it('tells whether any text is left once sanitised', async () => {
    expect((await cleanDocumentHtml('<p>x</p>')).hasText).toBe(true);
    for (const empty of ['<p> &nbsp; </p>', '<script>x</script>', '<ul><li></li></ul><hr>'])
      expect((await cleanDocumentHtml(empty)).hasText, empty).toBe(false);
  });

  it('measures the deepest lists and quotes, marks and elements of what it keeps', async () => {
    const html =
      '<blockquote><ul><li><p>One</p><ol><li><strong><em>Two</em></strong></li></ol></li></ul></blockquote>' +
      '<div><div><p><a href="https://acme.test"><b>x</b></a></p></div></div>';
    // the quote, two lists, their items and the paragraph; the divs go
    expect((await cleanDocumentHtml(html)).nesting).toEqual({ lists: 3, marks: 2, elements: 7 });
  });
});
