import { act } from '@testing-library/react';

/**
 * A stand-in for IntersectionObserver (jsdom has none) that the test drives: `scrollNear()` tells every observer
 * that its elements have come near the viewport, as a visitor's scrolling would.
 */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });

  return {
    scrollNear() {
      act(() => {
        for (const { callback, elements } of [...observers]) {
          const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
          callback(entries, {} as IntersectionObserver);
        }
      });
    },
    uninstall() {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    },
  };
}
