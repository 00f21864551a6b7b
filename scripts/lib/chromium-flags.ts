// How Debian's Chromium is started headless here, for the browser tests and Lighthouse alike: as
// root (no sandbox), and without the background connections this closed network refuses.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
