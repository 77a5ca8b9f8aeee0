import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LEARN_MORE_FIT, fitFontSize } from './font-fit';

interface FittedTextProps {
  className?: string;
  id?: string;
  children: ReactNode;
}

/**
 * A box of fixed height whose text is sized (12–20 px, 15 steps of a binary search) to fill it without
 * overflowing. Measured again when the box's width changes (a resized window, the expander opening).
 */
export function FittedText({ className, id, children }: FittedTextProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(LEARN_MORE_FIT.max);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      // A hidden box (collapsed expander) has no size to fit into: keep the last size.
      if (element.clientHeight === 0) return;
      const fits = (px: number) => {
        element.style.fontSize = `${px}px`;
        return element.scrollHeight <= element.clientHeight + 1;
      };
      const best = fitFontSize(fits);
      element.style.fontSize = `${best}px`;
      setSize(best);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      // Only a new width changes the line breaks; a changed font size never resizes the fixed-height box.
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);

  return (
    <div ref={box} id={id} className={className} style={{ fontSize: `${size}px` }} data-font-size={size}>
      {children}
    </div>
  );
}
