/**
 * Toasts and confirmations of the admin console (spec §8): success toasts carry the spec's
 * title, failures are titled 'Error' with the server's message or the spec's fallback.
 * The antd <App> in AdminApp limits them to one at a time, closing after LIMITS.toastMs.
 */
import { App } from 'antd';
import { useMemo } from 'react';
import { ADMIN_TEXT } from '@contract';
import { api } from '../app/api';
import { useAppDispatch } from '../app/hooks';
import { useConfirm } from './ConfirmProvider';

interface ErrorLike {
  status?: unknown;
  data?: unknown;
  message?: unknown;
}

/** The HTTP status of an RTK Query / axios error, when there is one. */
export function errorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as ErrorLike & { response?: { status?: unknown } };
  if (typeof e.status === 'number') return e.status;
  if (typeof e.response?.status === 'number') return e.response.status;
  return undefined;
}

function errorBody(error: unknown): { message?: unknown; errors?: unknown } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as ErrorLike & { response?: { data?: unknown } };
  const data = 'data' in e ? e.data : e.response?.data;
  return data && typeof data === 'object' ? (data as { message?: unknown }) : undefined;
}

/** The server's message (`{statusCode, message}` of NOTES §15), if the answer had one. */
export function serverMessage(error: unknown): string | undefined {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The `errors: {field: message}` map of a 400 answer. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = errorBody(error)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}

/**
 * Every toast shares one key: a new one replaces the one on screen in place, so there is never
 * a second (leaving) copy of a toast in the page.
 */
export const TOAST_KEY = 'admin-toast';

export function useFeedback() {
  const { notification } = App.useApp();
  const confirm = useConfirm();
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      success(title: string, description?: string) {
        notification.success({ key: TOAST_KEY, title, description });
      },
      warning(title: string, description?: string) {
        notification.warning({ key: TOAST_KEY, title, description });
      },
      /** 'Error' with the server's message or the fallback; a lost session goes to login. */
      error(error: unknown, fallback: string, title: string = ADMIN_TEXT.errorTitle) {
        notification.error({
          key: TOAST_KEY,
          title,
          description: serverMessage(error) ?? fallback,
        });
        if (errorStatus(error) === 401) dispatch(api.util.invalidateTags(['Me']));
      },
      /** A delete confirmation; the button spins until `onOk` settles. */
      confirmDelete(content: string, onOk: () => Promise<unknown>) {
        confirm(content, () => onOk().catch(() => undefined));
      },
    }),
    [notification, confirm, dispatch],
  );
}
