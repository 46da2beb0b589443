import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, readImageFile } from '../lib/image-file';
import { uploadWith } from '../testing/console-screen';
import { ImageUpload } from './image-upload';

/** The first bytes of a PNG: what a real file starts with. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('readImageFile', () => {
  it('reads a PNG or JPEG into a base64 data URL in the browser', async () => {
    const reading = await readImageFile(new File([PNG_BYTES], 'banner.png', { type: 'image/png' }));
    expect(reading).toEqual({ ok: true, dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}` });
    const jpeg = await readImageFile(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'goods.jpg', { type: 'image/jpeg' }));
    expect(jpeg.ok && jpeg.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('refuses another type, and a file over 2 MB, before reading it', async () => {
    expect(await readImageFile(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }))).toEqual({ ok: false, reason: 'type' });
    expect(await readImageFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).toEqual({ ok: false, reason: 'type' });
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
    expect(await readImageFile(big)).toEqual({ ok: false, reason: 'size' });
    const justRight = new File([new Uint8Array(IMAGE_MAX_BYTES)], 'max.png', { type: 'image/png' });
    expect((await readImageFile(justRight)).ok).toBe(true);
  });
});

describe('the image field', () => {
  let chosen: string[] = [];

  function renderField(): HTMLElement {
    render(
      <AntdApp>
        <ImageUpload onChange={(dataUrl) => { chosen.push(dataUrl); }} />
      </AntdApp>,
    );
    return screen.getByRole('button', { name: 'Choose a PNG or JPEG' });
  }

  afterEach(() => {
    cleanup();
    chosen = [];
    // antd's messages are a portal outside the tree Testing Library unmounts.
    document.body.innerHTML = '';
  });

  it('gives the form the data URL of a PNG', async () => {
    await uploadWith(renderField(), new File([PNG_BYTES], 'banner.png', { type: 'image/png' }));
    await waitFor(() => {
      expect(chosen).toHaveLength(1);
    });
    expect(chosen[0]).toMatch(/^data:image\/png;base64,/);
  });

  it('says why it refuses a GIF or a picture over 2 MB, and gives the form nothing', async () => {
    const button = renderField();
    await uploadWith(button, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only PNG or JPEG images can be used.')).toBeInTheDocument();
    await uploadWith(button, new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is larger than 2 MB. Choose a smaller one.')).toBeInTheDocument();
    expect(chosen).toEqual([]);
  });
});
