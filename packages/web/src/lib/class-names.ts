/** Joins the class names that apply: `cx(styles.card, flush && styles.flush)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
