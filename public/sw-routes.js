// The shell's service worker (/sw.js, Workbox, vite.config.ts) imports this first. Its static
// routes (Chromium's InstallEvent.addRoutes) keep the worker off the online path: the browser
// decides where a request goes without starting the worker or entering its fetch handler.
// - The app's hashed files come straight from Workbox's precache (stored under their own URL),
//   or from the network when not in it yet.
// - The page itself and the shell's few unhashed files race the network (online: the HTTP
//   cache) against the fetch handler, which answers from the precache when offline.
// - Everything else (the API, also on another origin; /config.json) goes to the network.
// Browsers without addRoutes keep the fetch handler for everything (docs/performance.md,
// "Stop 36").

// Workbox's precache name: workbox-core's cacheNames.precache for this registration.
var precache = 'workbox-precache-v2-' + self.registration.scope;

self.addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function') return;
  var shellFiles = [
    '/index.html',
    '/theme-boot.js',
    '/favicon.svg',
    '/manifest.webmanifest',
    '/icons/*',
  ];
  var rules = [
    { condition: { urlPattern: '/assets/*' }, source: { cacheName: precache } },
    {
      condition: {
        or: [{ requestMode: 'navigate' }].concat(
          shellFiles.map(function (path) {
            return { urlPattern: path };
          }),
        ),
      },
      source: 'race-network-and-fetch-handler',
    },
    { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
  ];
  event.waitUntil(
    event.addRoutes(rules).catch(function (error) {
      // Without routes the worker answers every request, as before: slower, never broken.
      console.warn('The shell worker keeps every request (no static routes):', error);
    }),
  );
});

// A cached response that varies (vite preview sends `Vary: Origin`) never matches a static
// route's lookup, which would send the hashed files to the network, offline too: on activation
// (the precache complete) those responses are stored again without Vary.
function withoutVary(cache, request) {
  return cache.match(request).then(function (response) {
    if (!response || !response.headers.has('Vary')) return undefined;
    var headers = new Headers(response.headers);
    headers.delete('Vary');
    return response.blob().then(function (body) {
      var init = { status: response.status, statusText: response.statusText, headers: headers };
      return cache.put(request, new Response(body, init));
    });
  });
}

self.addEventListener('activate', function (event) {
  var installEvent = self.InstallEvent;
  if (!installEvent || !('addRoutes' in installEvent.prototype)) return;
  event.waitUntil(
    caches.open(precache).then(function (cache) {
      return cache.keys().then(function (requests) {
        var assets = requests.filter(function (request) {
          return new URL(request.url).pathname.startsWith('/assets/');
        });
        return Promise.all(assets.map(withoutVary.bind(null, cache)));
      });
    }),
  );
});
