/** The parts of the standalone Web Chat bundle (window.WebChat) this page uses. */
export interface TDirectLineConnection {
  end(): void;
}

export interface TWebChatGlobal {
  createDirectLine(options: { token: string; domain: string; webSocket?: boolean }): TDirectLineConnection;
  createStyleSet?(options: Record<string, unknown>): unknown;
  renderWebChat(
    props: {
      directLine: TDirectLineConnection;
      userID: string;
      username?: string;
      locale?: string;
      styleOptions?: Record<string, unknown>;
    },
    element: HTMLElement,
  ): void;
}

export const WEB_CHAT_BUNDLE_URL = '/webchat/webchat.js';

export function webChatGlobal(): TWebChatGlobal | undefined {
  return (window as unknown as { WebChat?: TWebChatGlobal }).WebChat;
}
