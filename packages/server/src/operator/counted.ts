/** "1 session", "2 sessions": a count with its noun in the right number, for the commands' English sentences. */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
