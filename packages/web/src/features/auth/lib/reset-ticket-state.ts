import { z } from 'zod/mini';

/**
 * A reset ticket handed from the forgot-password page (a recovery code exchanged for it) to the
 * reset page, in the history entry's state: not in the address, which the member sees, may share,
 * and the browser lists in its history.
 */
const ZResetTicketState = z.object({ resetTicket: z.string().check(z.minLength(1)) });

export function resetTicketState(resetTicket: string): z.infer<typeof ZResetTicketState> {
  return { resetTicket };
}

/** The ticket a navigation brought, or null. */
export function ticketFromState(state: unknown): string | null {
  const parsed = ZResetTicketState.safeParse(state);
  return parsed.success ? parsed.data.resetTicket : null;
}
