import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

const CATALOGS = resolve(import.meta.dirname, '../../src/web/i18n/locales');

/** Every English text the web app translates into `locale`, with its translation (plural forms left out). */
export function translations(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(resolve(CATALOGS, locale)).filter((name) => name.endsWith('.json'))) {
    const catalog = JSON.parse(readFileSync(resolve(CATALOGS, locale, file), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(catalog)) if (!/_(zero|one|two|few|many|other)$/.test(key)) all.set(key, text);
  }
  return all;
}

/**
 * The words a page shows a person: each text node that is rendered, and the names and hints a screen reader or
 * a tooltip gives (aria-label, title, placeholder, alt), of elements that are not hidden.
 */
export function shownWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const shown = (element: Element | null) => !!element && !element.closest('[hidden], [aria-hidden="true"]') && (element as HTMLElement).getClientRects().length > 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && shown(node.parentElement) && !node.parentElement?.closest('script, style')) words.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) words.push(value);
      }
    }
    return words;
  });
}

/** What the page shows in English although the locale's catalogs translate it: words left untranslated. */
export async function englishLeftOn(page: Page, locale: string): Promise<string[]> {
  const translated = translations(locale);
  const english = (text: string) => translated.has(text) && translated.get(text) !== text;
  return [...new Set((await shownWords(page)).filter(english))];
}

/** Whether any two visible controls (buttons, links, inputs) overlap each other, neither inside the other, in the page or on the screen. */
export function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="tab"]')].filter((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0' && !element.closest('[aria-hidden="true"], [inert]')
        && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    });
    const name = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
    const clashes: string[] = [];
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i], controls[j]];
        if (a.contains(b) || b.contains(a)) continue;
        const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        // One wholly over the other is a layer by design (a card's tap-to-pause surface under its buttons), and
        // counts as many clashes as the card has buttons, which differs from video to video.
        const within = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
        if (within(p, q) || within(q, p)) continue;
        const overlapX = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const overlapY = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        // A pixel or two of shared edge is layout rounding, not one control over another.
        if (overlapX > 2 && overlapY > 2) clashes.push(`${name(a)} ⟷ ${name(b)}`);
      }
    }
    return clashes;
  });
}
