/** Whether `value` is one of a closed list of codes (narrowed to the list's type). */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
