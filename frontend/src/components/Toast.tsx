/**
 * Toasts: at most one visible, closing after 5 s. A new toast replaces the old.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS } from '@freakdrop/contract';
import { useTexts } from '../i18n';
import { SHELL_TEXT } from './texts';

export type ToastVariant = 'success' | 'error' | 'info';
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
interface ShownToast extends ToastMessage {
  id: number;
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => undefined);

export function useToast(): (toast: ToastMessage) => void {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const shell = useTexts(SHELL_TEXT);
  const show = useCallback((message: ToastMessage) => setToast({ ...message, id: nextId++ }), []);
  const close = useCallback(() => setToast(null), []);
  // A toast belongs to the screen it was raised on.
  const { pathname } = useLocation();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    if (toast) setToast(null);
  }

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(close, LIMITS.toastMs);
    return () => window.clearTimeout(timer);
  }, [toast, close]);

  const value = useMemo(() => show, [show]);
  const variant = toast?.variant ?? 'info';
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        className="toast-region"
        role="region"
        aria-live="polite"
        aria-label={shell.notifications}
      >
        {toast && (
          <div
            key={toast.id}
            className={`toast toast--${variant}`}
            role={variant === 'error' ? 'alert' : 'status'}
          >
            <div className="toast__text">
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            <button type="button" className="toast__close" onClick={close} aria-label={shell.close}>
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
