/** Whether the operator asked their system for less motion (`prefers-reduced-motion: reduce`). */
export function prefersLessMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
