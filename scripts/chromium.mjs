// Debian's Chromium as every browser run of the project starts it: headless, quiet, never updating itself.
import fs from 'node:fs';

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

/** CHROMIUM_PATH, else the first of Debian's paths that exists, else undefined. */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
    .filter(Boolean)
    .find((p) => fs.existsSync(p));
}
