import { z } from 'zod';
import { pathParamsOf, type AdminRoute, type CommandDefinition } from './command-types.js';
import { byGroup, synopsisOf } from './command-usage.js';

/**
 * The command reference of docs/operators.md, written from the registry by
 * `npm run docs:operators -w @meridian/server` between two markers; the prose around it is
 * written by hand. A test fails when the file and the registry disagree.
 */
export const REFERENCE_START = '<!-- operator-reference:start (generated from packages/server/src/operator/commands by `npm run docs:operators -w @meridian/server`; do not edit by hand) -->';
export const REFERENCE_END = '<!-- operator-reference:end -->';

/**
 * The fields a route's JSON body gives: every field of the command's input (the contract's
 * ADMIN_INPUTS) that the path and the query do not, `?` after one that may be absent.
 */
export function bodyFieldsOf(definition: CommandDefinition, route: AdminRoute): string[] {
  if (route.body === undefined) return [];
  const elsewhere = new Set([...pathParamsOf(route.path), ...Object.keys(route.query ?? {})]);
  return Object.entries(definition.fields.shape)
    .filter(([field]) => !elsewhere.has(field))
    .map(([field, schema]) => {
      const named = route.body === 'item' && field === 'itemName' ? 'name' : field;
      return z.safeParse(schema, undefined).success ? `${named}?` : named;
    });
}

/** `GET /admin/members?q=&…` and its body's fields: how a route is written in both references. */
export function routeText(definition: CommandDefinition, route: AdminRoute): string {
  const query = Object.keys(route.query ?? {});
  const url = `/admin${route.path}${query.length === 0 ? '' : `?${query.map((field) => `${field}=`).join('&')}`}`;
  const body = bodyFieldsOf(definition, route);
  return `\`${route.method} ${url}\`${body.length === 0 ? '' : ` \`{${body.join(', ')}}\``}`;
}

function entry(definition: CommandDefinition): string {
  const api = definition.routes.length === 0 ? 'CLI only' : `API ${definition.routes.map((route) => routeText(definition, route)).join(', ')}`;
  const audit = !definition.logged ? 'not written to the audit log' : definition.keepsResult ? 'logged with its result' : 'logged';
  return `- \`${synopsisOf(definition)}\`: ${definition.summary}. ${api}; ${audit}.`;
}

/** The generated section, markers included. */
export function operatorReference(definitions: readonly CommandDefinition[]): string {
  const groups = byGroup(definitions).map(([title, members]) => `### ${title}\n\n${members.map(entry).join('\n')}`);
  return [REFERENCE_START, '## Command reference', ...groups, REFERENCE_END].join('\n\n');
}

/** `markdown` with its section between `startMarker` and `endMarker` replaced by `section` (appended when it has none yet). */
export function withGenerated(markdown: string, section: string, startMarker: string, endMarker: string): string {
  const start = markdown.indexOf(startMarker);
  const end = markdown.indexOf(endMarker);
  if (start === -1 || end < start) return `${markdown.trimEnd()}\n\n${section}\n`;
  return `${markdown.slice(0, start)}${section}${markdown.slice(end + endMarker.length)}`;
}

/** `markdown` with its generated section replaced by `reference` (appended when it has none yet). */
export const withReference = (markdown: string, reference: string): string => withGenerated(markdown, reference, REFERENCE_START, REFERENCE_END);
