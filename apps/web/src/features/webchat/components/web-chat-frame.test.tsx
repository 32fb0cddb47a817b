import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TWebChatGlobal } from '../web-chat-global';
import { WebChatFrame } from './web-chat-frame';

describe('WebChatFrame', () => {
  it('has Web Chat show HTML in a message as text, whatever the server let through', () => {
    const renderWebChat = vi.fn();
    const webChat: TWebChatGlobal = { createDirectLine: () => ({ end: vi.fn() }), renderWebChat };
    render(<WebChatFrame webChat={webChat} token="t" userID="u" />);
    expect(renderWebChat).toHaveBeenCalledTimes(1);
    expect(renderWebChat.mock.calls[0]![0].styleOptions).toMatchObject({ markdownRenderHTML: false });
  });
});
