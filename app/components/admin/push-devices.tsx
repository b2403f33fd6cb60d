import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { NOTIFICATIONS_ACTION } from "./mail-server-form";

export interface PushDeviceView {
  id: number;
  label: string;
  created_at: string;
  last_ok_at: string | null;
  last_error: string | null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function deviceName() {
  const ua = navigator.userAgent;
  const os = /iPhone|iPad/.test(ua)
    ? "iPhone/iPad"
    : /Android/.test(ua)
      ? "Android"
      : /Mac/.test(ua)
        ? "Mac"
        : /Windows/.test(ua)
          ? "Windows"
          : "This device";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "browser";
  return `${os}, ${browser}`;
}

/**
 * Settings → Notifications → Alerts on this phone (docs/decisions/079). Turning alerts on needs
 * JavaScript (the browser's push subscription is made by script); the list of devices, "Send a
 * test alert" and "Remove" are plain forms.
 */
export function PushDevices({ publicKey, devices }: { publicKey: string; devices: PushDeviceView[] }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const supported = hydrated && "serviceWorker" in navigator && "PushManager" in window;

  async function turnOn() {
    setProblem(null);
    setWorking(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setProblem(
          "Alerts are blocked for this site in the browser's settings: allow notifications, then try again.",
        );
        return;
      }
      const registration = await navigator.serviceWorker.register("/admin-sw.js", { scope: "/admin" });
      await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      await fetcher.submit(
        { intent: "push-subscribe", subscription: JSON.stringify(subscription), label: deviceName() },
        { method: "post", action: NOTIFICATIONS_ACTION },
      );
    } catch (error) {
      console.error(error);
      setProblem(
        "This browser could not turn alerts on. On an iPhone, first add the admin to the Home Screen (Share → Add to Home Screen) and open it from there.",
      );
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="grid min-w-0 gap-4" data-testid="push-devices">
      <p className="text-sm text-stone-600">
        Get an alert on your phone the moment a lead arrives, is held as possible spam, or its e-mail cannot
        be sent. Turn it on from each phone or computer that should ring.
      </p>
      {supported ? (
        <div>
          <button
            type="button"
            className={buttonClass("primary", "sm")}
            onClick={() => void turnOn()}
            disabled={working}
          >
            {working ? "Turning on…" : "Turn on alerts on this device"}
          </button>
        </div>
      ) : (
        <p className="text-sm text-stone-600">
          {hydrated
            ? "This browser cannot receive alerts. On an iPhone, add the admin to the Home Screen (Share → Add to Home Screen) and open it from there."
            : "Turning alerts on needs JavaScript in this browser."}
        </p>
      )}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {devices.length ? (
        <>
          <ul className="grid gap-3" aria-label="Devices that get alerts">
            {devices.map((device) => (
              <li
                key={device.id}
                className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{device.label || "A device"}</p>
                  <p className="text-stone-600">
                    Added {formatDateTime(device.created_at)}
                    {device.last_ok_at ? `; last alert ${formatDateTime(device.last_ok_at)}` : ""}
                  </p>
                  {device.last_error ? <p className="text-red-700">{device.last_error}</p> : null}
                </div>
                <Form method="post" action={NOTIFICATIONS_ACTION}>
                  <input type="hidden" name="intent" value="push-remove" />
                  <input type="hidden" name="id" value={device.id} />
                  <button type="submit" className={buttonClass("outline", "sm")}>
                    Remove<span className="sr-only"> {device.label}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" action={NOTIFICATIONS_ACTION}>
            <input type="hidden" name="intent" value="push-test" />
            <button type="submit" className={buttonClass("outline", "sm")}>
              Send a test alert
            </button>
          </Form>
        </>
      ) : (
        <p className="text-sm text-stone-600">No device gets alerts yet.</p>
      )}
    </div>
  );
}
