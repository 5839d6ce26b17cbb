import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Pictures of the pages into `dir` when it is given (TRADE_SHOTS_DIR=/tmp/shots-trade), to look at them; nothing otherwise. */
export function screens(dir: string | undefined) {
  async function picture(page: Page, name: string) {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  }

  /** Each width a screen is looked at: no sideways scroll, a picture when asked for. */
  async function atEveryWidth(page: Page, name: string) {
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      expect(await noSidewaysScroll(page), `${name} at ${width} px`).toBe(true);
      await picture(page, `${name}-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 1000 });
  }

  return { picture, atEveryWidth };
}
