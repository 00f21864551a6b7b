// Scrolling that accounts for the sticky header: a new screen starts at its top, an anchor or a
// new question lands just below the header instead of under it.

const GAP_PX = 8;

/**
 * Bottom edge of whatever is stuck to the top of the viewport: the site header, and a bar stuck
 * right under it (an exam's clock), each marked with `data-sticky-top`.
 */
export function stickyTopHeight(): number {
  const rects = [...document.querySelectorAll<HTMLElement>('[data-sticky-top]')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.height > 0)
    .sort((a, b) => a.top - b.top);
  let bottom = 0;
  for (const r of rects) if (r.top <= bottom + 1) bottom = Math.max(bottom, r.bottom);
  return bottom;
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings `el` to just below the sticky header when its top is not already there (instantly:
 * a new question must be readable at once), then, if asked, moves the keyboard focus to it
 * without a second scroll. `extraOffset` leaves room for bars inside the page (exam clock).
 */
export function scrollBelowHeader(el: HTMLElement | null, opts: { focus?: boolean; extraOffset?: number } = {}): void {
  if (!el) return;
  const offset = stickyTopHeight() + (opts.extraOffset ?? 0) + GAP_PX;
  const top = el.getBoundingClientRect().top;
  if (top < offset || top > window.innerHeight * 0.4) {
    window.scrollTo({ top: Math.max(0, window.scrollY + top - offset), behavior: 'instant' as ScrollBehavior });
  }
  if (opts.focus) {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  }
}

/** The whole element is on screen, below the sticky header: scrolling to it would not move. */
export function isWhollyInView(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.top >= stickyTopHeight() && r.bottom <= window.innerHeight;
}

/** Scrolls to the element with this id once it exists (lazily loaded pages), up to ~3 s. */
export function scrollToAnchor(id: string): void {
  let tries = 0;
  const attempt = () => {
    const el = document.getElementById(id);
    if (el) {
      const top = el.getBoundingClientRect().top + window.scrollY - stickyTopHeight() - GAP_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'instant' as ScrollBehavior : 'auto' });
      return;
    }
    tries += 1;
    if (tries < 60) window.setTimeout(attempt, 50);
  };
  attempt();
}
