/**
 * Toasts and confirmations of the admin console: success toasts carry the contract's
 * title, failures are titled 'Error' with the server's message or the contract's fallback.
 * The antd <App> in AdminApp limits them to one at a time, closing after LIMITS.toastMs.
 */
import { App } from 'antd';
import { useMemo } from 'react';
import { ADMIN_TEXT } from './texts';
import { api } from '../app/api';
import { readApiError } from '../app/apiError';
import { useAppDispatch } from '../app/hooks';
import { useConfirm } from './ConfirmProvider';

/**
 * Every toast shares one key: a new one replaces the one on screen in place, so there is never
 * a second (leaving) copy of a toast in the page.
 */
export const TOAST_KEY = 'admin-toast';

export function useFeedback() {
  const { notification } = App.useApp();
  const confirm = useConfirm();
  const dispatch = useAppDispatch();
  return useMemo(() => {
    /** 'Error' with the server's message or the fallback; a lost session goes to login. */
    function showError(error: unknown, fallback: string, title: string = ADMIN_TEXT.errorTitle) {
      const { code, message } = readApiError(error);
      notification.error({ key: TOAST_KEY, title, description: message ?? fallback });
      if (code === 'UNAUTHENTICATED') dispatch(api.util.invalidateTags(['Me']));
    }
    return {
      success(title: string, description?: string) {
        notification.success({ key: TOAST_KEY, title, description });
      },
      warning(title: string, description?: string) {
        notification.warning({ key: TOAST_KEY, title, description });
      },
      error: showError,
      /**
       * A delete confirmation: on OK runs `remove` (the button spins meanwhile), then says it
       * worked (`done`) or why not (the server's message, else `failed`).
       */
      confirmDelete(
        question: string,
        remove: () => Promise<unknown>,
        done: string,
        failed: string,
      ) {
        confirm(question, () =>
          remove().then(
            () => notification.success({ key: TOAST_KEY, title: done }),
            (error: unknown) => showError(error, failed),
          ),
        );
      },
    };
  }, [notification, confirm, dispatch]);
}
