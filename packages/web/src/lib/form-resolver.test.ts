import { ZPassword } from '@meridian/protocol';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { i18n } from '../i18n';
import { protocolResolver, type RequiredTexts } from './form-resolver';
import { requestForm } from './request-form';

const SCHEMA = z.object({
  password: ZPassword,
  age: z.number(),
  nickname: z.string().check(z.refine((nickname) => nickname !== 'admin', { message: 'That name is kept for the operators.' })),
});
type Form = z.input<typeof SCHEMA>;

function options<Input extends FieldValues>(): ResolverOptions<Input> {
  return { fields: {}, shouldUseNativeValidation: false };
}

/** Each field's message, as the form shows it; `root` is the whole form's. */
async function messagesOf<Input extends FieldValues, Output>(schema: z.ZodMiniType<Output, Input>, values: Input, required?: RequiredTexts<Input>) {
  const { errors } = await protocolResolver(schema, required)(values, undefined, options<Input>());
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

async function messages(values: unknown) {
  // The resolver takes whatever the form holds; a wrong type is what zod's defaults are about.
  return messagesOf(SCHEMA, values as Form);
}

afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('protocolResolver', () => {
  it("says the protocol's rule keys in the member's language, and zod's own English never", async () => {
    expect(await messages({ password: 'a b', age: 'ten', nickname: 'admin' })).toEqual({
      password: 'The password must be 6-16 characters without spaces.',
      age: 'This value is not valid.',
      nickname: 'That name is kept for the operators.',
    });
    await i18n.changeLanguage('zh-HK');
    expect(await messages({ password: 'a b', age: 'ten', nickname: 'me' })).toEqual({
      password: '密碼須為 6-16 個字元，不可包含空格。',
      age: '此欄內容無效。',
    });
  });

  it("hands the schema's output to the form when every field is valid", async () => {
    const result = await protocolResolver(SCHEMA)({ password: 'secret123', age: 30, nickname: 'me' }, undefined, options<Form>());
    expect(result).toEqual({ values: { password: 'secret123', age: 30, nickname: 'me' }, errors: {} });
  });

  it("says an empty field in the form's own words, and anything else wrong with it as the rule says", async () => {
    const login = z.object({
      username: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(5, { message: 'rule.tooLong' })),
      password: z.string().check(z.minLength(1, { message: 'rule.required' })),
    });
    const required = { username: 'Please enter your username.' };
    expect(await messagesOf(login, { username: '  ', password: '' }, required)).toEqual({
      username: 'Please enter your username.',
      // No words of its own: the protocol's.
      password: 'Please fill in this field.',
    });
    expect(await messagesOf(login, { username: 'far too long', password: 'x' }, required)).toEqual({ username: 'This is too long.' });
  });

  it('files a rule about the whole form under root, to be said apart from the fields', async () => {
    const profile = z
      .object({ nickname: z.optional(z.string()) })
      .check(z.refine((changes) => Object.keys(changes).length > 0, { message: 'rule.nothingToChange' }));
    expect(await messagesOf(profile, {})).toEqual({ root: 'Nothing has changed.' });
  });
});

describe('requestForm', () => {
  const changeContact = requestForm(
    (form: { code: string }) => ({ kind: 'email', code: form.code }),
    z.object({ kind: z.literal('email'), code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { message: 'rule.code' })) }),
  );

  it("checks the request the form becomes, each message on the form's field of that name", async () => {
    expect(await messagesOf(changeContact, { code: '12' })).toEqual({ code: 'The verification code is 6 digits.' });
  });

  it('submits the request as the protocol schema outputs it', async () => {
    const result = await protocolResolver(changeContact)({ code: ' 123456 ' }, undefined, options<{ code: string }>());
    expect(result).toEqual({ values: { kind: 'email', code: '123456' }, errors: {} });
  });
});
