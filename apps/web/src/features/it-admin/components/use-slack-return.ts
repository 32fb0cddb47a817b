import { useEffect } from 'react';
import { IT_ADMIN_MESSAGES } from '@askhr/shared/it-admin/it-admin.constants';
import { isApiError } from '../../../lib/api-error';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useExchangeSlackCode } from '../api/exchange-slack-code';
import { takeSlackReturn } from './slack-return';

/** The success toast of a Slack install stays 5 s (spec 001 section 8), longer than other successes. */
const INSTALLED_TOAST_MS = 5000;

/** Finishes a Slack install that came back through /ExchangeSlackToken, with the spec's toasts. */
export function useSlackReturn() {
  const exchange = useExchangeSlackCode();
  const { mutate } = exchange;
  useEffect(() => {
    const back = takeSlackReturn();
    if (!back) return;
    if (back.error) {
      notifyError(translateSharedMessage(IT_ADMIN_MESSAGES.slackError(back.error)), { autoClose: false });
      return;
    }
    if (!back.code || !back.state) return;
    mutate(
      { code: back.code, state: back.state },
      {
        onSuccess: ({ productName }) =>
          notifySuccess(translateSharedMessage(IT_ADMIN_MESSAGES.slackInstalled(productName)), {
            autoClose: INSTALLED_TOAST_MS,
          }),
        onError: (error) =>
          notifyError(
            translateSharedMessage(
              isApiError(error) && error.message ? error.message : IT_ADMIN_MESSAGES.slackExchangeFailed,
            ),
          ),
      },
    );
  }, [mutate]);
  return exchange.isPending;
}
