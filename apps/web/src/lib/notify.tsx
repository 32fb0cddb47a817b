import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { i18n, type TMessageKey } from './i18n/i18n';

/** Durations fixed by the specification's error catalogue. */
export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 5000;

export function notifySuccess(message: string, options: { autoClose?: number } = {}) {
  notifications.show({
    color: 'teal',
    title: i18n.t('TOAST_SUCCESS_TITLE'),
    message,
    icon: <IconCheck size={18} />,
    autoClose: options.autoClose ?? SUCCESS_TOAST_MS,
  });
}

/** `autoClose: false` keeps the toast open, for errors the user must read (a Slack install failure). */
export function notifyError(message: string, options: { autoClose?: number | false } = {}) {
  notifications.show({
    color: 'red',
    title: i18n.t('TOAST_ERROR_TITLE'),
    message,
    icon: <IconX size={18} />,
    autoClose: options.autoClose ?? ERROR_TOAST_MS,
  });
}

/** "Whoops! There was a problem, we couldn't {action}, please try again." */
export function failureText(actionKey: TMessageKey): string {
  return i18n.t('ERROR_GENERIC', { action: i18n.t(actionKey) });
}

export function notifyFailure(actionKey: TMessageKey) {
  notifyError(failureText(actionKey));
}
