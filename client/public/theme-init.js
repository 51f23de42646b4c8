/* Applies the saved theme ('dark' or 'light', default 'dark') to <html> before the first paint.
   A classic script, so that it runs synchronously; the pages carry it inline (the server's CSP
   allows it by its hash), and the app shell of a share link loads it from this file. */
(function () {
  var theme = 'dark';
  try {
    var saved = window.localStorage.getItem('theme');
    if (saved === 'light' || saved === 'dark') theme = saved;
  } catch {
    /* Storage can be unavailable (privacy mode, blocked cookies): keep the default. */
  }
  var root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
})();
