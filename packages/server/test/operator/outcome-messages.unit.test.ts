import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36: a zh-HK operator read the English of every command under a Chinese title. Every
 * sentence an operator reads from the admin API now has a key (`said(...)`, i18n/console), and
 * this walk keeps it so: an outcome that sets its `text` itself, or an admin route that answers a
 * sentence written in place, fails here unless it is below, with why it needs no translation.
 */
const SOURCE = fileURLToPath(new URL('../../src/', import.meta.url));

/** What the CLI alone prints, or what the console shows in its own words from `data`. */
const UNTRANSLATED: Readonly<Record<string, { count: number; reason: string }>> = Object.fromEntries(
  [
    {
      reason: "a list's table for the command line: the console shows the rows of `data` in its own words",
      files: {
        'operator/commands/activities.ts': 1,
        'operator/commands/approvals.ts': 1,
        'operator/commands/audit.ts': 1,
        'operator/commands/banners.ts': 1,
        'operator/commands/bills.ts': 1,
        'operator/commands/chain-deposits.ts': 1,
        'operator/commands/contract-options.ts': 1,
        'operator/commands/contracts.ts': 1,
        'operator/commands/conversations.ts': 1,
        'operator/commands/goods.ts': 1,
        'operator/commands/help-articles.ts': 2,
        'operator/commands/interest-orders.ts': 1,
        'operator/commands/member-sign-ins.ts': 1,
        'operator/commands/members.ts': 1,
        'operator/commands/mining-orders.ts': 1,
        'operator/commands/mining-products.ts': 1,
        'operator/commands/notices.ts': 2,
        'operator/commands/operators.ts': 1,
        'operator/commands/outbox.ts': 2,
        'operator/commands/pending.ts': 3,
        'operator/commands/push-deliveries.ts': 1,
        'operator/commands/kyc-submissions.ts': 1,
        'operator/commands/recharges.ts': 1,
        'operator/commands/task-orders.ts': 1,
        'operator/commands/withdrawals.ts': 1,
      },
    },
    {
      reason: "one record or figures for the command line (a member, a conversation's transcript, a setting's JSON, the dashboard): the console shows `data`",
      files: { 'operator/commands/member.ts': 1, 'operator/commands/conversation.ts': 1, 'operator/commands/settings-get.ts': 1, 'operator/commands/dashboard.ts': 1, 'operator/commands/chain-status.ts': 1, 'operator/commands/wallets.ts': 1 },
    },
    {
      reason: 'the command line only: no admin route runs it (`npm run verify`, the CLI checking its own typing, an export the CLI counts while the API sends the file)',
      files: { 'operator/commands/verify-contract.ts': 2, 'operator/commands/verify-chain.ts': 1, 'operator/run-operator.ts': 1, 'operator/csv-export.ts': 1 },
    },
  ].flatMap(({ reason, files }) => Object.entries(files).map(([file, count]) => [file, { count, reason }] as const)),
);

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(SOURCE, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

const propertyName = (property: ts.ObjectLiteralElementLike): string | null =>
  (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && ts.isIdentifier(property.name) ? property.name.text : null;

/** A `text` that can be a sentence (not a command line's flag, `text: ['text', 'text', '<hours>']`). */
const isTextProperty = (property: ts.ObjectLiteralElementLike): boolean =>
  propertyName(property) === 'text' && !(ts.isPropertyAssignment(property) && ts.isArrayLiteralExpression(property.initializer));

const isWrittenSentence = (node: ts.Expression): boolean => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/**
 * Where a file answers an operator with a sentence that has no key: an outcome-like object (it has
 * `ok`, or is spread from another) that sets `text` without `say`; a `message` written in place
 * beside `ok`; a refusal (`refuse(reply, status, message)`) given a sentence written in place.
 */
function bareSentences(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(SOURCE, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().slice(0, 120)}`;
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map(propertyName);
      const outcomeLike = names.includes('ok') || node.properties.some(ts.isSpreadAssignment);
      if (outcomeLike && node.properties.some(isTextProperty) && !names.includes('say')) found.push(at(node));
      const message = node.properties.find((property) => propertyName(property) === 'message');
      if (names.includes('ok') && message !== undefined && ts.isPropertyAssignment(message) && isWrittenSentence(message.initializer)) found.push(at(node));
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'refuse') {
      const message = node.arguments[2];
      if (message !== undefined && isWrittenSentence(message)) found.push(at(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('what the admin API tells operators', () => {
  const files = [...sourcesUnder('operator'), ...sourcesUnder('admin'), 'http/framework-errors.ts'];

  it('has a key for every sentence, unless it is one the command line alone prints or the console never shows', () => {
    const unexpected = files.flatMap((file) => {
      const sentences = bareSentences(file);
      return sentences.length === (UNTRANSLATED[file]?.count ?? 0) ? [] : sentences.length === 0 ? [`${file}: none left (take it off the list)`] : sentences;
    });
    expect(unexpected).toEqual([]);
  });

  it('lists only files that exist, each with its reason', () => {
    for (const [file, { reason }] of Object.entries(UNTRANSLATED)) {
      expect(files, file).toContain(file);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});
