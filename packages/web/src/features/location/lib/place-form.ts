import { z } from 'zod/mini';
import { parseCoordinates, type CoordinateError, type Place } from './coordinates';

/** What the place form holds: every value as typed. */
export type PlaceForm = { name: string; address: string; latitude: string; longitude: string };

/** The form filled with a place (from the link), or empty. */
export function placeFormValues(start: Place | null): PlaceForm {
  return {
    name: start?.name ?? '',
    address: start?.address ?? '',
    latitude: start === null ? '' : String(start.latitude),
    longitude: start === null ? '' : String(start.longitude),
  };
}

/**
 * The place typed by hand: the coordinates in range (a decimal comma taken), each wrong one said on
 * its field in the member's words (`describe`); name and address trimmed. No payload goes to the
 * server: the place goes to the page that asked for it.
 */
export function placeFormSchema(describe: (field: CoordinateError) => string) {
  return z.pipe(
    z.custom<PlaceForm>(),
    z.transform((form, ctx): Place => {
      const parsed = parseCoordinates(form.latitude, form.longitude);
      if (!parsed.ok) {
        for (const field of parsed.errors) ctx.issues.push({ code: 'custom', path: [field], message: describe(field), input: form });
        return z.NEVER;
      }
      return { latitude: parsed.latitude, longitude: parsed.longitude, name: form.name.trim(), address: form.address.trim() };
    }),
  );
}
