import { useEffect, useState, type RefObject } from 'react';

/** The sticky header's height in px, from the `--header-height` (rem) of styles.css. */
function stickyHeaderHeight(): number {
  const root = getComputedStyle(document.documentElement);
  const height =
    parseFloat(root.getPropertyValue('--header-height')) * parseFloat(root.fontSize || '16');
  return Number.isFinite(height) ? Math.round(height) : 0;
}

/**
 * Whether the element has been scrolled up out of sight (above the window, or under the sticky
 * header); false while it is on screen or still below it. An IntersectionObserver, so nothing runs
 * on each scroll.
 */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: `-${stickyHeaderHeight()}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
