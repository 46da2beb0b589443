import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField, TextField } from './text-field';

function Bound({ password = false }: { password?: boolean }) {
  const [value, setValue] = useState('');
  return password ? <PasswordField label="Pay password" placeholder="" value={value} onChange={setValue} /> : <TextField label="Document number" value={value} onChange={setValue} />;
}

describe('a text field', () => {
  it('offers a Clear button, a real one with its name, only while there is text, and it empties the field', async () => {
    const user = userEvent.setup();
    render(<Bound />);
    const field = screen.getByLabelText('Document number');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.type(field, 'K1234567');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('clears a password the same way, beside its show/hide button', async () => {
    const user = userEvent.setup();
    render(<Bound password />);
    const field = screen.getByLabelText('Pay password');
    await user.type(field, '2468');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
  });
});
