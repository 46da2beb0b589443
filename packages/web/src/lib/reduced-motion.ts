/**
 * Whether the member asked their system for less motion (`prefers-reduced-motion: reduce`). Then
 * nothing on a page moves by itself: the banners turn only when swiped, the notice titles stand
 * still, and a price row's tint shows and goes without a fade (WCAG 2.2.2 and 2.3.3).
 */
export function prefersLessMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
