// Sets <html data-theme> before the first paint, so a dark page never shows a light frame
// (docs/themes.md). A classic script loaded from index.html's <head>: it blocks rendering, which
// is what it is for, and the CSP allows no inline script. The same rule as
// src/app/theme/theme-choice.ts (theme-boot.test.ts holds them together).
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('project-board.theme');
  } catch {
    // No storage: follow the system.
  }
  if (choice !== 'light' && choice !== 'dark') {
    choice = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', choice);
})();
