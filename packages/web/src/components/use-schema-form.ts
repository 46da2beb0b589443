import { useEffect } from 'react';
import { useController, useForm, type Control, type DefaultValues, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { protocolResolver, type RequiredTexts } from '../lib/form-resolver';

interface SchemaFormOptions<Input extends FieldValues> {
  /** The form's values are the schema's input: the schema alone says their type. */
  defaultValues: DefaultValues<NoInfer<Input>>;
  /**
   * Checked as the member types (the contract amount says at once what is wrong with it). By
   * default a form is checked when submitted, and a field's message goes as soon as it is changed.
   */
  isLive?: boolean;
  /** What an empty field asks for, in the form's words ('Please enter your username.'). */
  required?: RequiredTexts<NoInfer<Input>>;
}

/**
 * A react-hook-form form checked by a protocol schema (or one derived from it): `handleSubmit`
 * hands over the schema's output, the very payload the server checks with the same schema.
 */
export function useSchemaForm<Input extends FieldValues, Output>(schema: z.ZodMiniType<Output, Input>, { defaultValues, isLive = false, required }: SchemaFormOptions<Input>) {
  const form = useForm<Input, unknown, Output>({
    resolver: protocolResolver(schema, required),
    defaultValues,
    mode: isLive ? 'onChange' : 'onSubmit',
    reValidateMode: isLive ? 'onChange' : 'onSubmit',
    // The messages say what is wrong; the keyboard stays where the member is.
    shouldFocusError: false,
  });
  const { watch, clearErrors } = form;
  useEffect(() => {
    if (isLive) return undefined;
    const subscription = watch((_values, { name }) => {
      if (name !== undefined) clearErrors(name);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [watch, clearErrors, isLive]);
  return form;
}

/** A text field of a schema form as TextField and PasswordField take it: `<TextField {...username} />`. */
export function useTextController<Input extends FieldValues, Output>(control: Control<Input, unknown, Output>, name: FieldPathByValue<Input, string>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return {
    value: typeof value === 'string' ? value : '',
    onChange: (text: string) => {
      field.onChange(text);
    },
    error: fieldState.error?.message,
  };
}
