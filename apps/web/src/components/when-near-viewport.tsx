import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** how far below (or above) the screen a part starts to render, so it is ready when scrolled to */
const AHEAD = '300px 0px';

/**
 * Renders its children once they come near the screen; until then an empty box of their height keeps
 * the page's layout. A phone shows the first card of a page while the charts below it wait: they no
 * longer hold the page busy while it loads. Printing renders everything.
 */
export function WhenNearViewport({ height, children }: { height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (isNear || !element) return;
    const reveal = () => startTransition(() => setIsNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    window.addEventListener('beforeprint', reveal);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', reveal);
    };
  }, [isNear]);

  if (isNear) return children;
  return <div ref={box} style={{ height }} data-testid="waiting-for-viewport" />;
}
