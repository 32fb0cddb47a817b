import { useEffect, useState } from 'react';
import { notifyFailure } from '../../../lib/notify';
import { WEB_CHAT_BUNDLE_URL, webChatGlobal, type TWebChatGlobal } from '../web-chat-global';

type TBundleState =
  { status: 'loading' } | { status: 'ready'; webChat: TWebChatGlobal } | { status: 'error' };

let loading: Promise<TWebChatGlobal> | null = null;

/**
 * Loads the official Web Chat bundle once, from our own origin, on the page that needs it. Its npm
 * package pins React 18-era peers, so it runs its own React instead of ours.
 */
export function loadWebChatBundle(): Promise<TWebChatGlobal> {
  const ready = webChatGlobal();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<TWebChatGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WEB_CHAT_BUNDLE_URL;
    script.async = true;
    script.onload = () => {
      const webChat = webChatGlobal();
      if (webChat) resolve(webChat);
      else reject(new Error('the web chat bundle did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('the web chat bundle could not be loaded'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The bundle's state; remount the caller (a new `key`) to try again after a failure. */
export function useWebChatBundle(): TBundleState {
  const [state, setState] = useState<TBundleState>(() => {
    const webChat = webChatGlobal();
    return webChat ? { status: 'ready', webChat } : { status: 'loading' };
  });
  useEffect(() => {
    let active = true;
    loadWebChatBundle().then(
      (webChat) => active && setState({ status: 'ready', webChat }),
      () => {
        notifyFailure('LOAD_WEB_CHAT');
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
