import { useState, type KeyboardEvent, type PointerEvent } from "react";
import { Form, useActionData, useFetcher, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import type { OutlineView } from "~/models/visualization-versions.server";
import { useWizardStrings } from "./copy";

/**
 * Adjusting the machines' placement on the result page (docs/decisions/084). Without JavaScript:
 * buttons that post one step each and re-render ("Move left / right", "Closer / farther", "Floor
 * line higher / lower"), and the list of versions. With JavaScript: the machines' outline and the
 * floor line over the image, dragged with a pointer or moved with the arrow keys; letting go posts
 * the new position and the page shows the new version.
 */
export interface AdjustData {
  outline: OutlineView;
  adjustment: { shift: number; floor: number; depth: number };
  shown: number;
  versions: number[];
  canAdjust: boolean;
}

const FETCHER_KEY = "visualization-adjust";

/** What the action answers when it does not draw (too many changes, or the last one still drawing). */
type AdjustRefusal = { adjustError?: string } | undefined;
const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

export function AdjustOverlay({ outline, adjustment, shown, canAdjust }: AdjustData) {
  const t = useWizardStrings().adjust;
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const hydrated = useHydrated();
  const [drag, setDrag] = useState({ dx: 0, dy: 0 });
  const [start, setStart] = useState<{
    x: number;
    y: number;
    kind: "group" | "floor";
    w: number;
    h: number;
  } | null>(null);
  // A new version starts from zero, reset while rendering it (no frame with the old offset). The
  // handles stay mounted (the overlay is not keyed by the version), so the one moved with the
  // arrow keys keeps the keyboard focus for the next step.
  const [drawn, setDrawn] = useState(shown);
  if (drawn !== shown) {
    setDrawn(shown);
    setDrag({ dx: 0, dy: 0 });
    setStart(null);
  }
  if (!hydrated || !canAdjust) return null;
  const busy = fetcher.state !== "idle";

  const submit = (dx: number, dy: number) => {
    if (Math.abs(dx) < 0.005 && Math.abs(dy) < 0.005) return;
    const centre = (outline.group.x0 + outline.group.x1) / 2;
    void fetcher.submit(
      {
        intent: "set",
        shift: String(centre + dx - 0.5),
        floor: String(adjustment.floor + dy),
        depth: String(adjustment.depth),
      },
      { method: "post" },
    );
  };
  const down = (kind: "group" | "floor") => (e: PointerEvent<HTMLDivElement>) => {
    if (busy) return;
    const box = e.currentTarget.parentElement!.getBoundingClientRect();
    setStart({ x: e.clientX, y: e.clientY, kind, w: box.width, h: box.height });
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const s = start;
    if (!s) return;
    setDrag(
      s.kind === "group" ? { dx: (e.clientX - s.x) / s.w, dy: 0 } : { dx: 0, dy: (e.clientY - s.y) / s.h },
    );
  };
  const up = () => {
    if (!start) return;
    setStart(null);
    submit(drag.dx, drag.dy);
  };
  const key = (kind: "group" | "floor") => (e: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    const step = 0.04;
    if (kind === "group" && (e.key === "ArrowLeft" || e.key === "ArrowRight")) {
      e.preventDefault();
      submit(e.key === "ArrowLeft" ? -step : step, 0);
    }
    if (kind === "floor" && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      submit(0, e.key === "ArrowUp" ? -0.02 : 0.02);
    }
  };
  const g = outline.group;
  const floorMid = (outline.floorLeft + outline.floorRight) / 2 + drag.dy;
  return (
    <div className="absolute inset-0 touch-none select-none" data-testid="adjust-overlay">
      <div
        role="slider"
        tabIndex={0}
        aria-label={t.floorLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(floorMid * 100)}
        onPointerDown={down("floor")}
        onPointerMove={move}
        onPointerUp={up}
        onKeyDown={key("floor")}
        data-testid="floor-handle"
        className="absolute inset-x-0 h-6 -translate-y-1/2 cursor-ns-resize focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-400"
        style={{ top: pct(floorMid) }}
      >
        <svg className="h-full w-full" viewBox="0 0 100 24" preserveAspectRatio="none" aria-hidden="true">
          <line
            x1="0"
            x2="100"
            y1="12"
            y2="12"
            stroke="#fbbf24"
            strokeWidth="3"
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t.groupLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(((g.x0 + g.x1) / 2 + drag.dx) * 100)}
        onPointerDown={down("group")}
        onPointerMove={move}
        onPointerUp={up}
        onKeyDown={key("group")}
        data-testid="group-handle"
        className="absolute cursor-grab rounded border-2 border-dashed border-white/90 bg-white/5 shadow-[0_0_0_1px_rgba(0,0,0,0.35)] focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-400"
        style={{
          left: pct(g.x0 + drag.dx),
          top: pct(g.y0),
          width: pct(g.x1 - g.x0),
          height: pct(g.y1 - g.y0),
        }}
      />
      {busy ? (
        <p
          role="status"
          className="absolute left-3 top-3 rounded-full bg-night/80 px-3 py-1 text-sm text-white"
        >
          {t.working}
        </p>
      ) : null}
    </div>
  );
}

export function AdjustControls({ outline, shown, versions, canAdjust }: AdjustData) {
  const t = useWizardStrings().adjust;
  const navigation = useNavigation();
  const fetcher = useFetcher<AdjustRefusal>({ key: FETCHER_KEY });
  const actionData = useActionData<AdjustRefusal>();
  const busy = navigation.state !== "idle" || fetcher.state !== "idle";
  const hydrated = useHydrated();
  // A button post (no JavaScript) answers the page; a drag or arrow key answers the fetcher.
  const refusal =
    fetcher.state === "idle" ? (fetcher.data?.adjustError ?? actionData?.adjustError) : undefined;
  const step = (move: string, label: string) => (
    <button
      type="submit"
      name="move"
      value={move}
      disabled={busy}
      className={buttonClass("outline", "md", "min-w-0")}
    >
      {label}
    </button>
  );
  return (
    <section
      aria-labelledby="adjust-title"
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="adjust-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-stone-700">{t.intro}</p>
      {!outline.detected ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {t.notDetected}
        </p>
      ) : null}
      {canAdjust ? (
        <>
          {hydrated ? <p className="mt-2 text-sm text-stone-600">{t.dragHint}</p> : null}
          {refusal ? (
            <p
              role="alert"
              data-testid="adjust-refusal"
              className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
            >
              {refusal}
            </p>
          ) : null}
          <Form method="post" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
            <input type="hidden" name="intent" value="move" />
            {step("left", t.left)}
            {step("right", t.right)}
            {step("closer", t.closer)}
            {step("farther", t.farther)}
            {step("higher", t.higher)}
            {step("lower", t.lower)}
          </Form>
        </>
      ) : (
        <p className="mt-3 text-stone-700">{t.limit}</p>
      )}
      {versions.length > 1 ? (
        <Form method="post" className="mt-5">
          <input type="hidden" name="intent" value="choose" />
          <h3 className="text-sm font-semibold text-stone-700">{t.versions}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {versions.map((n) => (
              <li key={n}>
                {n === shown ? (
                  <span className="inline-flex min-h-10 items-center rounded-lg bg-stone-800 px-3 text-sm font-medium text-white">
                    {t.version.replace("{n}", String(n))} ({t.shown})
                  </span>
                ) : (
                  <button
                    type="submit"
                    name="version"
                    value={n}
                    disabled={busy}
                    aria-label={t.show.replace("{n}", String(n))}
                    className={buttonClass("ghost", "sm")}
                  >
                    {t.version.replace("{n}", String(n))}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </Form>
      ) : null}
    </section>
  );
}
