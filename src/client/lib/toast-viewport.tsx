import { Toast } from 'radix-ui';
import type { ShownToast } from './toast';

const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

const toneClass = {
  info: 'border-indigo-200 bg-white',
  success: 'border-emerald-300 bg-emerald-50',
  error: 'border-rose-300 bg-rose-50',
};

/** The toasts themselves (Radix Toast): 5 s by default, dismissed by a swipe beyond 50 px. */
export default function ToastViewport({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="알림">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          duration={t.duration}
          onOpenChange={(open) => !open && onDismiss(t.id)}
          className={`rounded-2xl border-2 p-4 shadow-lg data-[state=open]:animate-enter data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform ${toneClass[t.tone ?? 'info']}`}
        >
          <Toast.Title className="font-bold text-slate-900">{t.title}</Toast.Title>
          {t.description && <Toast.Description className="mt-1 text-slate-700">{t.description}</Toast.Description>}
          {t.action && (
            <Toast.Action
              altText={t.action.label}
              onClick={t.action.onClick}
              className="mt-3 inline-flex min-h-11 items-center rounded-full bg-indigo-600 px-5 font-bold text-white hover:bg-indigo-700"
            >
              {t.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
            aria-label="닫기"
          >
            ✕
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-3 p-4 outline-none [&>li]:relative" />
    </Toast.Provider>
  );
}
