import { ICON_SIZES, ICON_TYPE_MESSAGE } from '@askhr/shared/it-admin/custom-bot.schemas';
import { badRequest } from '../../lib/errors';

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** The image library (and its native part) is loaded when an icon is first drawn, not at start. */
const loadSharp = () => import('sharp').then((module) => module.default);

/** Formats sharp reads that are the allowed upload types (image/x-png, image/gif, image/jpeg). */
const ALLOWED_FORMATS = new Set(['png', 'gif', 'jpeg']);
/** A decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 25_000_000;

export type TIconKind = 'color' | 'outline';

/** The bytes of an upload: a data URL's payload or bare base64. */
const bytesOf = (upload: string) => Buffer.from(upload.replace(/^data:[^,]*,/, ''), 'base64');

/**
 * Redraws an uploaded icon as the PNG the Teams package needs: the colour icon 192x192 with its
 * artwork in the middle and 48 px of transparent padding around it, the outline icon 32x32.
 */
export async function redrawIcon(kind: TIconKind, upload: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const field = kind === 'color' ? 'iconsColorFile' : 'iconsOutlineFile';
  const refuse = () => badRequest(ICON_TYPE_MESSAGE, { [field]: [ICON_TYPE_MESSAGE] });
  const input = bytesOf(upload);
  if (input.length === 0) throw refuse();
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  const format = await image.metadata().then(
    (meta) => meta.format,
    () => undefined,
  );
  if (!format || !ALLOWED_FORMATS.has(format)) throw refuse();
  try {
    if (kind === 'outline') {
      const size = ICON_SIZES.outline;
      return await image.resize(size, size, { fit: 'contain', background: TRANSPARENT }).png().toBuffer();
    }
    const pad = ICON_SIZES.colorPadding;
    const art = ICON_SIZES.color - 2 * pad;
    return await image
      .resize(art, art, { fit: 'contain', background: TRANSPARENT })
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: TRANSPARENT })
      .png()
      .toBuffer();
  } catch {
    throw refuse();
  }
}

const bubble = (stroke: string, fill: string, strokeWidth: number) =>
  `<path d="M6 7h20a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H14l-6 5v-5H6a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z"
    fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"/>`;

/** The icons of a package nobody customised: a speech bubble in the accent colour. */
export async function defaultIcon(kind: TIconKind, accentColor: string): Promise<Buffer> {
  const sharp = await loadSharp();
  if (kind === 'outline') {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32">${bubble('#FFFFFF', 'none', 2)}</svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="6" fill="${accentColor}"/>${bubble('#FFFFFF', 'none', 1.6)}</svg>`;
  return redrawIcon('color', (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64'));
}
