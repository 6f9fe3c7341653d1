import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/**
 * Layout shift (CLS) is a property of the layout, not a timing: content that arrives late must land in space kept
 * for it. So the API's answers and the web font are held back a little here, as on a slow phone, to let the frame
 * be drawn before them, and every shift the browser reports is added up (the strictest reading of CLS: all of them,
 * not only the worst window). Shifts right after the visitor's own input are not counted, as the metric does not.
 */
const CLS_LIMIT = 0.02;
const HELD_BACK_MS = 400;

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'a category', path: '/lab-test-list/tests/liver' },
  { name: 'a test', path: '/lab-test/tsh' },
  { name: 'locations', path: '/locations' },
] as const;

interface ShiftWindow extends Window {
  layoutShifts?: { value: number; sources: string[] }[];
}

async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect?: DOMRectReadOnly; currentRect?: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // Each moved element with where it was and where it went (x, y, width, height), to say what moved.
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
              : (node?.nodeName ?? '?');
          const rect = (box?: DOMRectReadOnly) => (box ? [box.x, box.y, box.width, box.height].map(Math.round) : []);
          return `${name} ${JSON.stringify(rect(source.previousRect))} → ${JSON.stringify(rect(source.currentRect))}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function holdBack(page: Page): Promise<void> {
  const later = () => new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
  await page.route('**/api/**', async (route) => {
    await later();
    await route.fallback();
  });
  await page.route('**/*.woff2', async (route) => {
    await later();
    await route.fallback();
  });
}

for (const screen of SCREENS) {
  for (const target of PAGES) {
    test(`nothing moves on ${target.name} as it arrives (${screen.name})`, async ({ page, visit }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await recordLayoutShifts(page);
      await holdBack(page);

      await visit(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The shift entries of the last frame are delivered after it: wait for two more frames before reading.
      const shifts = await page.evaluate(
        () =>
          new Promise<{ value: number; sources: string[] }[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as ShiftWindow).layoutShifts ?? [])),
            ),
          ),
      );

      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      // On failure the message names what moved and by how much.
      expect(total, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(CLS_LIMIT);
    });
  }
}
