// Finds Chromium for the end-to-end tests, in this order: CHROME_PATH, /usr/bin/chromium (Debian
// package), then the binary shipped inside the npm package @sparticuz/chromium (works offline).
const { existsSync } = require('node:fs');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function resolveChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH aponta para um arquivo inexistente: ${process.env.CHROME_PATH}`);
    }
    return process.env.CHROME_PATH;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const mod = require('@sparticuz/chromium');
  const chromium = mod.default ?? mod;
  return chromium.executablePath();
}

module.exports = { CHROMIUM_ARGS, resolveChromium };
