/**
 * The stubbed admin API's answers, for a console test that renders the whole console or one
 * component. Kept apart from console-page.tsx, which imports the App, so that a component's test
 * need not load the whole console (nor trip over its own mocks of the console's libraries). What
 * the tests wait on and query with is Testing Library's (setup.ts).
 */

/** One JSON answer of the stubbed admin API. */
export const jsonAnswer = (status: number, body: unknown): Promise<Response> => Promise.resolve(new Response(JSON.stringify(body), { status }));
