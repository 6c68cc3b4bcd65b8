// Duka Chat's service worker (issue 28, decision 0040): only order alerts. It shows what a Web
// Push brings (a new order, a payment received) and opens the dashboard's page for it when
// tapped. It has no fetch handler: it caches nothing and never stands between a page and the
// network, so the pages' CSP and loading are exactly as without it. Served from the site root so
// its scope covers /dashboard.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data;
  try {
    data = (event.data && event.data.json()) || {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Duka Chat';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      // The same tag as the open dashboard's notification of this alert: one, not two.
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      data: { url: typeof data.url === 'string' ? data.url : '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = event.notification.data && event.notification.data.url;
  // Only a page of this site: a push can never send the person elsewhere.
  const url = new URL(typeof wanted === 'string' && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/dashboard'));
      if (open) return open.navigate(url).then((w) => (w || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
