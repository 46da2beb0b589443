import type { FieldValues } from 'react-hook-form';
import { z } from 'zod/mini';

/**
 * A form checked as the request it becomes. `toRequest` adds what the form does not hold (the
 * contact's kind, the sign-in ticket, the 2-step code), and the protocol's schema for the request
 * checks the whole, so each message lands on the field of the same name and the app refuses
 * exactly what the server would. The form submits the request as the server takes it.
 */
export function requestForm<Form extends FieldValues, RequestInput, Request>(toRequest: (form: Form) => RequestInput, request: z.ZodMiniType<Request, Awaited<RequestInput>>) {
  return z.pipe(z.pipe(z.custom<Form>(), z.transform(toRequest)), request);
}
