import { ZPassword } from '@meridian/protocol';
import type { ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { i18n } from '../i18n';
import { protocolResolver } from './form-resolver';

const SCHEMA = z.object({
  password: ZPassword,
  age: z.number(),
  nickname: z.string().check(z.refine((nickname) => nickname !== 'admin', { message: 'That name is kept for the operators.' })),
});
type Form = z.input<typeof SCHEMA>;

const OPTIONS: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: false };

async function messages(values: unknown) {
  // The resolver takes whatever the form holds; a wrong type is what zod's defaults are about.
  const { errors } = await protocolResolver(SCHEMA)(values as Form, undefined, OPTIONS);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]));
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
    const result = await protocolResolver(SCHEMA)({ password: 'secret123', age: 30, nickname: 'me' }, undefined, OPTIONS);
    expect(result).toEqual({ values: { password: 'secret123', age: 30, nickname: 'me' }, errors: {} });
  });
});
