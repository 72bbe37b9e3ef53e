import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'error';
  duration?: number;
  /** One button in the toast, e.g. to reload into a new version. */
  action?: { label: string; onClick: () => void };
}
export type ShownToast = ToastMessage & { id: number };

type ShowToast = (message: ToastMessage) => void;
const ToastContext = createContext<ShowToast>(() => {});

// Toasts are rare, so their Radix code loads with the first one instead of with every page.
const ToastViewport = lazy(() => import('./toast-viewport'));

/** Shows a transient message: 5 s by default, and a swipe of more than 50 px dismisses it. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback<ShowToast>((message) => setToasts((list) => [...list, { ...message, id: Date.now() + Math.random() }]), []);
  const remove = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onDismiss={remove} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
