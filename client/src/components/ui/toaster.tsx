import * as ToastPrimitive from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "@shared/constants";
import { dismissToast, useToasts } from "./use-toast";

/** Renders the toast store with Radix: 5 s, swipe right to dismiss, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={clsx(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            "data-[state=open]:animate-[toast-in_150ms_ease-out] data-[state=closed]:opacity-0 transition-opacity",
            variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-gray-200 bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className={clsx("text-sm", variant === "destructive" ? "text-red-50" : "text-ink-muted")}>
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className={clsx(
              "absolute right-2 top-2 rounded p-1 text-lg leading-none",
              variant === "destructive" ? "text-red-50 hover:bg-red-800" : "text-ink-muted hover:bg-gray-100",
            )}
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
