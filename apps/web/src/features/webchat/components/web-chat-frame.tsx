import { useEffect, useRef } from 'react';
import type { TWebChatGlobal } from '../web-chat-global';
import classes from './web-chat-frame.module.css';
import { intlLocale } from '../../../lib/i18n/intl';

interface TWebChatFrameProps {
  webChat: TWebChatGlobal;
  token: string;
  userID: string;
  username?: string;
}

/** Matches the portal: its indigo accent, rounded bubbles, and no upload button (the bot takes text). */
const STYLE_OPTIONS = {
  accent: '#4c6ef5',
  backgroundColor: '#ffffff',
  bubbleBackground: '#f1f3f5',
  bubbleBorderRadius: 12,
  bubbleBorderWidth: 0,
  bubbleFromUserBackground: '#4c6ef5',
  bubbleFromUserTextColor: '#ffffff',
  bubbleFromUserBorderRadius: 12,
  bubbleFromUserBorderWidth: 0,
  botAvatarInitials: 'HR',
  botAvatarBackgroundColor: '#4c6ef5',
  hideUploadButton: true,
  sendBoxButtonColor: '#4c6ef5',
  suggestedActionBorderRadius: 16,
  // the questions offered are whole sentences: one a line, wrapped, never cut off on a phone (in a
  // wide chat they flow side by side: web-chat-frame.module.css)
  suggestedActionLayout: 'stacked',
  suggestedActionsStackedLayoutButtonTextWrap: true,
  primaryFont: 'inherit',
  // the bot's texts are Markdown with HTML escaped by the server; a tag that got through anyway is
  // shown as text, not left to Web Chat's sanitizer (which keeps images, and their request goes out)
  markdownRenderHTML: false,
  rootHeight: '100%',
  rootWidth: '100%',
};

/**
 * One conversation of the official Web Chat against our Direct Line. A new token mounts a new
 * conversation; the old connection is ended so no stream is left open.
 */
export function WebChatFrame({ webChat, token, userID, username }: TWebChatFrameProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    const host = document.createElement('div');
    host.style.height = '100%';
    parent.appendChild(host);
    const directLine = webChat.createDirectLine({ token, domain: `${window.location.origin}/v3/directline` });
    webChat.renderWebChat(
      { directLine, userID, username, locale: intlLocale(), styleOptions: STYLE_OPTIONS },
      host,
    );
    return () => {
      directLine.end();
      host.remove();
    };
  }, [webChat, token, userID, username]);
  return <div ref={container} data-testid="web-chat" className={classes.frame} />;
}
