import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useUi } from "~/lib/i18n";
import { CloseIcon } from "~/components/media/icons";
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  normalizeToast,
  type Toast,
  type ToastInput,
} from "~/lib/toast";

/**
 * The notification region of product §4: at most one toast visible, 5000 ms each, swipe right past
 * 50 px dismisses, F8 focuses the region. Server toasts (flash cookie) render without JavaScript;
 * client code calls `toast()` for messages that need no round trip.
 *
 * docs/product.md keeps a dismissed toast in memory for 1,000,000 ms before removing it (a quirk of the
 * original's toast library); here a dismissed toast leaves the screen at once and is dropped.
 */

let toasts: Toast[] = [];
const seen = new Set<string>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast (replacing the visible one: the limit is one). */
export function toast(input: ToastInput) {
  const next = normalizeToast(input);
  if (!next) return "";
  if (seen.has(next.id)) return next.id;
  seen.add(next.id);
  toasts = [next, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return next.id;
}

export function dismissToast(id: string) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

/** How long the toasts shown before hydration have left (their 5 s started at the first paint). */
const remainingMs = new Map<string, number>();

/** Milliseconds since the page was first painted (the server's toast appeared then). */
function sinceFirstPaint() {
  const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
  return Math.max(0, performance.now() - paint);
}

export function Toaster({ serverToast }: { serverToast: Toast | null }) {
  const clientToasts = useSyncExternalStore(subscribe, getSnapshot, () => [] as Toast[]);
  const ui = useUi().toasts;
  const hydrated = useHydrated();
  const regionRef = useRef<HTMLDivElement>(null);

  // The toast in the server's HTML has been on screen since the first paint, and React hydrates
  // only after the page has loaded: it keeps the rest of its 5 s, and if CSS has already faded it
  // out, it does not come back.
  const initialToastId = useRef(serverToast?.id);
  useEffect(() => {
    if (!serverToast) return;
    if (serverToast.id === initialToastId.current) {
      initialToastId.current = undefined;
      const left = TOAST_DURATION_MS - sinceFirstPaint();
      if (left <= 0) return;
      remainingMs.set(serverToast.id, left);
    }
    toast(serverToast);
  }, [serverToast]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // Before hydration (and without JavaScript) the server's toast is shown as rendered.
  const visible = hydrated ? clientToasts : serverToast ? [serverToast] : [];

  return (
    <section
      aria-label={ui.regionLabel}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      <div
        ref={regionRef}
        tabIndex={-1}
        className="flex w-full max-w-sm flex-col gap-2 outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
      >
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} interactive={hydrated} />
        ))}
      </div>
    </section>
  );
}

const VARIANT_CLASSES: Record<Toast["variant"], string> = {
  default: "border-stone-200 bg-white text-stone-900",
  success: "border-emerald-200 bg-white text-stone-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

function ToastItem({ toast: t, interactive }: { toast: Toast; interactive: boolean }) {
  const dismissLabel = useUi().toasts.dismiss;
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!interactive || paused) return;
    const duration = remainingMs.get(t.id) ?? TOAST_DURATION_MS;
    remainingMs.delete(t.id); // after a pause, a full 5 s again
    const timer = setTimeout(() => dismissToast(t.id), duration);
    return () => clearTimeout(timer);
  }, [interactive, paused, t.id]);

  return (
    <div
      role={t.variant === "destructive" ? "alert" : "status"}
      aria-atomic="true"
      data-variant={t.variant}
      data-testid="toast"
      // Without JavaScript, CSS fades the toast out after the same 5 s.
      className={`toast pointer-events-auto relative flex touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${VARIANT_CLASSES[t.variant]} ${interactive ? "" : "toast-static"}`}
      style={
        offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0, 1 - offset / 200) } : undefined
      }
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => {
        start.current = e.clientX;
        (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (start.current === null) return;
        setOffset(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={(e) => {
        if (start.current === null) return;
        const delta = e.clientX - start.current;
        start.current = null;
        if (delta > TOAST_SWIPE_THRESHOLD_PX) dismissToast(t.id);
        else setOffset(0);
      }}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{t.title}</p>
        {t.description ? <p className="text-sm opacity-90">{t.description}</p> : null}
      </div>
      {interactive ? (
        <button
          type="button"
          onClick={() => dismissToast(t.id)}
          className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          aria-label={dismissLabel}
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
