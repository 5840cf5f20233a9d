import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

// The app's toasts without sonner in every page's first load: `toast.success(...)` asks the
// root layout's <DeferredChrome /> to mount the Toaster, loads sonner beside it, and shows the
// toast once the Toaster listens (a toast sent before that would be lost). Same calls as
// sonner's `toast`; nothing is loaded until the first toast of a visit.

type Sonner = typeof SonnerModule;

const demandListeners = new Set<() => void>();
let demanded = false;
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the layout's host once its <Toaster /> has mounted and subscribed. */
export function markToasterReady(): void {
  markReady();
}

/** The host listens here and mounts the Toaster on the first toast of the visit. */
export function onToasterDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  if (demanded) listener();
  return () => {
    demandListeners.delete(listener);
  };
}

function withSonner(show: (sonner: Sonner) => void): void {
  if (!demanded) {
    demanded = true;
    for (const listener of demandListeners) listener();
  }
  void Promise.all([import("sonner"), toasterReady]).then(([sonner]) => show(sonner));
}

type Message = string;

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => withSonner((s) => s.toast(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => withSonner((s) => s.toast.success(message, data)),
    error: (message: Message, data?: ExternalToast) => withSonner((s) => s.toast.error(message, data)),
    info: (message: Message, data?: ExternalToast) => withSonner((s) => s.toast.info(message, data)),
    warning: (message: Message, data?: ExternalToast) => withSonner((s) => s.toast.warning(message, data)),
    /** A toast drawn by the caller (sonner's `toast.custom`), in the app's one-at-a-time toaster. */
    custom: (jsx: Parameters<Sonner["toast"]["custom"]>[0], data?: ExternalToast) =>
      withSonner((s) => s.toast.custom(jsx, data)),
    dismiss: (id?: string | number) => withSonner((s) => s.toast.dismiss(id)),
  },
);
