import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../worker/errors';
import { decodePng, MAX_QR_SIDE } from '../../worker/media/qr-image';
import { BREB_MESSAGES as B } from '../../worker/schemas/payment-method-texts';
import { craftedPng } from '../helpers/crafted-png';

/**
 * The Bre-B QR decoder never inflates more than a PNG's header announces, and refuses an image too
 * large from its header alone, before inflating anything.
 */
const MB = 1024 * 1024;

/** Counts the inflations started (DecompressionStream objects made) while `run` runs. */
async function inflationsDuring(run: () => Promise<unknown>): Promise<number> {
  const Original = globalThis.DecompressionStream;
  let made = 0;
  vi.stubGlobal(
    'DecompressionStream',
    class extends Original {
      constructor(format: CompressionFormat) {
        super(format);
        made += 1;
      }
    },
  );
  await run().catch(() => undefined);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const refusal = async (png: Uint8Array) => {
  const error: unknown = await decodePng(png).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
};

describe('the QR decoder’s bounds', () => {
  it('refuses a header over the side limit (413) before inflating a byte', async () => {
    for (const [width, height] of [
      [4097, 4097],
      [MAX_QR_SIDE + 1, 1],
      [1, MAX_QR_SIDE + 1],
    ] as const) {
      const png = craftedPng(width, height, 64);
      expect(await refusal(png)).toEqual({ status: 413, message: B.qrTooLarge });
      expect(await inflationsDuring(() => decodePng(png))).toBe(0);
    }
  });

  it('stops inflating at the size the header announces: a 1 × 1 header over 80 MB of data is a 413', async () => {
    const bomb = craftedPng(1, 1, 80 * MB);
    // The file itself is small: well under the 2 MB an image upload may weigh.
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(bomb)).toEqual({ status: 413, message: B.qrDataTooLarge });
  });

  it('still reads an image whose data is exactly what its header announces', async () => {
    // 3 × 2 grey: each row is its filter byte and 3 pixels.
    const png = craftedPng(3, 2, 2 * (1 + 3));
    const image = await decodePng(png);
    expect({ width: image.width, height: image.height, length: image.data.length }).toEqual({ width: 3, height: 2, length: 3 * 2 * 4 });
    // The count above sees inflations: this one made exactly one.
    expect(await inflationsDuring(() => decodePng(png))).toBe(1);
  });
});
