/** Makes `(prefers-reduced-motion: reduce)` match or not, as the visitor's system setting would. */
export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

export function clearReducedMotion() {
  Reflect.deleteProperty(window, 'matchMedia');
}
