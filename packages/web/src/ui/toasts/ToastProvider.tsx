import {
  Toast,
  ToastBody,
  Toaster,
  type ToastIntent,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { ALERT_AUTO_CLOSE_MS } from '@portal/schema';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { errorText } from './error-text';

export type Notify = {
  /** Shows `message` followed by the server's message, if any (spec 1 §8). */
  error: (message: string, serverMessage?: string | null) => void;
  success: (message: string) => void;
  warning: (message: string) => void;
  info: (message: string) => void;
};

const NotifyContext = createContext<Notify | null>(null);

export type ToastProviderProps = {
  children: ReactNode;
  /** How long a toast stays; the spec's alerts close after 5 s. */
  timeoutMs?: number;
};

/** Hosts the app's toasts; every screen reaches them through useNotify(). */
export function ToastProvider({ children, timeoutMs = ALERT_AUTO_CLOSE_MS }: ToastProviderProps) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);

  const notify = useMemo<Notify>(() => {
    const show = (intent: ToastIntent, title: string, body?: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body && <ToastBody>{body}</ToastBody>}
        </Toast>,
        { intent, timeout: timeoutMs, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    return {
      error: (message, serverMessage) => show('error', errorText(message, serverMessage)),
      success: (message) => show('success', message),
      warning: (message) => show('warning', message),
      info: (message) => show('info', message),
    };
  }, [dispatchToast, timeoutMs]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur />
    </NotifyContext.Provider>
  );
}

/** The toasts of the nearest ToastProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside a ToastProvider');
  return notify;
}
