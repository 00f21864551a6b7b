// Draws the installable app's PNG icons (public/icons/) from the favicon's flag with Chromium:
// 192 and 512 px "any" icons, a 512 px maskable one (the flag inside the central safe zone on a
// full-bleed background, so a launcher's circle or squircle never cuts it) and a 180 px Apple
// touch icon. Run again after changing public/favicon.svg: `npx tsx scripts/make-icons.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = path.resolve('public/icons');
const FLAG = fs.readFileSync(path.resolve('public/favicon.svg'), 'utf8');
const BACKGROUND = '#1c3d8c';

const ICONS: { file: string; size: number; padding: number; background: string }[] = [
  { file: 'icon-192.png', size: 192, padding: 0.12, background: BACKGROUND },
  { file: 'icon-512.png', size: 512, padding: 0.12, background: BACKGROUND },
  // Maskable: the safe zone is the central circle of 80 % diameter; the flag stays well inside.
  { file: 'maskable-512.png', size: 512, padding: 0.25, background: BACKGROUND },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.14, background: BACKGROUND },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * (1 - 2 * icon.padding));
    await page.setContent(
      `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background}">` +
        `<div style="width:${inner}px;height:${inner}px;border-radius:${Math.round(inner * 0.08)}px;overflow:hidden;">${FLAG.replace('<svg ', `<svg width="${inner}" height="${inner}" preserveAspectRatio="none" `)}</div></body>`,
    );
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${OUT}`);
