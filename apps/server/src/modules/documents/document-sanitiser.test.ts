import { describe, expect, it } from 'vitest';
import { sanitiseDocumentHtml } from './document-sanitiser';

describe('sanitiseDocumentHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<p onclick="steal()">Click <a href="javascript:alert(3)">here</a></p>' +
      '<iframe src="https://evil.test"></iframe><p style="color:red">styled</p>';
    const clean = sanitiseDocumentHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img|style=/i);
    expect(clean).toBe(
      '<p>Hi</p><p>Click <a target="_blank" rel="noopener noreferrer nofollow">here</a></p><p>styled</p>',
    );
  });

  it('keeps headings, lists, emphasis, links and placeholders', () => {
    const html =
      '<h1>Welcome</h1><h2>First day</h2><p><strong>Bring</strong> your <em>ID</em> to {{office}}.</p>' +
      '<ul><li>Laptop</li><li>Badge</li></ul><ol><li>One</li></ol>' +
      '<p><a href="mailto:hr@acme.test">HR</a> and <a href="https://acme.test/handbook">handbook</a></p>';
    expect(sanitiseDocumentHtml(html)).toBe(
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
});
