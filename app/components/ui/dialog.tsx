import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { CloseIcon } from "~/components/media/icons";

/**
 * A dialog whose open state lives in the URL (`?view=12`, `?edit=3`, `?photo=2`), as docs/architecture.md describes.
 *
 * The server renders it open (a `<dialog open>` over a dimmed page) when the URL says so; closing is
 * a plain link to `closeHref`, so it works without JavaScript. With JavaScript the same element is
 * re-opened with showModal(): the browser then traps focus, makes the page behind inert and closes
 * on Escape, and closing navigates to `closeHref` (no new history entry).
 *
 * On a phone it takes the screen's width less half a rem each side, never more
 * (docs/decisions/080).
 */
export function UrlDialog({
  title,
  description,
  closeHref,
  children,
  size = "md",
  closeLabel = "Close",
}: {
  title: ReactNode;
  description?: ReactNode;
  /**
   * Where closing goes: the same URL without the dialog's parameter. Null: the dialog cannot be
   * closed (no close link, Escape does nothing), for a step that must be done first.
   */
  closeHref: string | null;
  children: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    // close() above queues a "close" event that arrives after showModal(): only a dialog that is
    // really closed (Escape, a method="dialog" form) navigates away.
    const onClose = () => {
      if (!dialog.open && closeHref !== null)
        navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    // A dialog that cannot be closed ignores Escape.
    const onCancel = (event: Event) => {
      if (closeHref === null) event.preventDefault();
    };
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("cancel", onCancel);
    };
  }, [closeHref, navigate]);

  const width = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl", xl: "max-w-5xl" }[size];
  return (
    <>
      {/* The dimmed page behind the dialog without JavaScript (a modal dialog has its own backdrop). */}
      <div aria-hidden="true" className="fixed inset-0 z-[90] bg-night/60" />
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`fixed inset-0 z-[95] m-auto max-h-[90dvh] w-[calc(100%-1rem)] sm:w-[calc(100%-2rem)] ${width} overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-transparent`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-xl font-bold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-stone-600">
                {description}
              </p>
            ) : null}
          </div>
          {closeHref !== null ? (
            <Link
              to={closeHref}
              replace
              preventScrollReset
              className="-mr-2 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-ink"
              aria-label={closeLabel}
            >
              <CloseIcon className="size-5" />
            </Link>
          ) : null}
        </div>
        <div className="px-4 py-5 sm:px-6">{children}</div>
      </dialog>
    </>
  );
}
