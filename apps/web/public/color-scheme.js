// Applies the saved colour scheme before the first paint, so dark mode never flashes light.
// A file, not an inline script: the server's Content-Security-Policy allows 'self' scripts only.
try {
  var saved = localStorage.getItem('mantine-color-scheme-value');
  var scheme =
    saved === 'dark' || saved === 'light'
      ? saved
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch (e) {
  // Storage blocked: MantineProvider applies the scheme on mount instead.
}
