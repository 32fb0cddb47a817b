import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** how far below (or above) the screen a part starts to render, so it is ready when scrolled to */
const AHEAD = '300px 0px';

/**
 * Renders its children once they come near the screen; until then an empty box of their height keeps
 * the page's layout. A phone shows the first card of a page while the charts below it wait: they no
 * longer hold the page busy while it loads, nor does their code download before it is needed (lazy
 * children keep the placeholder until their code is in). Printing renders everything.
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

  const placeholder = <div ref={box} style={{ height }} data-testid="waiting-for-viewport" />;
  // children that load their code on first render (lazy) keep the same place while it comes
  return isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
