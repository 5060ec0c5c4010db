/**
 * Stands in for `tldts` wherever Vite resolves modules (an alias in vite.config.ts): the
 * browser build, and the tests, Node mock server included. MSW keeps cookies
 * with tough-cookie, which asks tldts for a host's registrable domain; tldts answers from the
 * whole public suffix list, 115 kB gzipped in the page's mock chunk and again in the mock's
 * worker. The demo's API sets no cookies (it uses bearer tokens), so the last two labels of a
 * name are enough; IP addresses and one-label hosts have none, as tldts says. Multi-label
 * suffixes (`co.uk`) are not known here: a cookie set for one would be scoped too widely, in
 * the demo only. `npm run api` (run by tsx, not Vite) keeps the real tldts.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
