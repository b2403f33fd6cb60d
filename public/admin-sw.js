// The admin's service worker (docs/decisions/079): it only shows the alerts pushed to this device
// and opens the lead when one is tapped. It caches nothing and handles no page loads.
self.addEventListener("push", (event) => {
  let alert = { title: "Gold Coast Vending", body: "Something needs your attention.", url: "/admin" };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // Not JSON: the defaults above.
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: alert.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  const url = new URL(typeof path === "string" && path.startsWith("/admin") ? path : "/admin", self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith("/admin"));
      if (open) return open.navigate(url.href).then((w) => (w || open).focus());
      return self.clients.openWindow(url.href);
    }),
  );
});
