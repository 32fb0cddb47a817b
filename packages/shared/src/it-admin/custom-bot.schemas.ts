import { z } from 'zod';
import { ZText, zBodyInt } from '../schemas/primitives';

/** Used where the accent colour is not a 3 or 6 digit hex (spec 001 section 5, Teams package). */
export const DEFAULT_ACCENT_COLOR = '#4F46E5';
export const ACCENT_COLOR_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The accent colour as saved, or the default when it is not a 3 or 6 digit hex. */
export const accentColorOr = (value: string | null | undefined) =>
  value && ACCENT_COLOR_PATTERN.test(value.trim()) ? value.trim() : DEFAULT_ACCENT_COLOR;

/** #rgb written out as #rrggbb, as the Teams manifest wants it. */
export const sixDigitColor = (color: string) =>
  color.length === 4
    ? `#${[...color.slice(1)].map((c) => c + c).join('')}`.toUpperCase()
    : color.toUpperCase();

/** The image types an icon may be uploaded as (spec 001 section 5). */
export const ICON_MEDIA_TYPES = ['image/png', 'image/x-png', 'image/gif', 'image/jpeg'] as const;
export const ICON_TYPE_MESSAGE = 'Icons must be PNG, GIF or JPEG images.';
/** Base64 of an uploaded icon: about 3 MB of image at most. */
export const ICON_MAX_BASE64 = 4_000_000;
export const ICON_SIZES = { color: 192, colorPadding: 48, outline: 32 } as const;

/** Limits of the Teams app manifest. */
export const NAME_LIMITS = { short: 30, full: 100 } as const;
export const DESCRIPTION_LIMITS = { short: 80, full: 4000 } as const;

/** The Teams package of the tenant (spec 001 section 3, CustomBot). */
export const ZCustomBot = z.object({
  /** 0 while the tenant uses the defaults */
  customBotId: z.number(),
  name: z.object({ short: z.string(), full: z.string() }),
  description: z.object({ short: z.string(), full: z.string() }),
  /** file names of the icons inside the package */
  icons: z.object({ color: z.string(), outline: z.string() }),
  accentColor: z.string(),
  /** the icons as they go into the package: PNG in base64 */
  iconsColorFile: z.string(),
  iconsOutlineFile: z.string(),
  /** bumped by every save; an update sends back the one it read */
  version: z.number(),
});
export type TCustomBot = z.infer<typeof ZCustomBot>;

const text = (label: string, max: number) =>
  ZText.trim().min(1, `Please add the ${label}`).max(max, `The ${label} can have at most ${max} characters`);

/**
 * An icon as the form sends it: a data URL (whose media type must be an allowed one) or bare
 * base64; empty keeps the icon the package has.
 */
const ZIconUpload = ZText.max(ICON_MAX_BASE64, 'The image is too large (at most 3 MB)')
  .refine((value) => {
    const media = /^data:([^;,]+)[;,]/.exec(value)?.[1]?.toLowerCase();
    return !value.startsWith('data:') || (ICON_MEDIA_TYPES as readonly string[]).includes(media ?? '');
  }, ICON_TYPE_MESSAGE)
  .optional();

export const ZCustomBotSave = z.object({
  name: z.object({ short: text('short name', NAME_LIMITS.short), full: text('full name', NAME_LIMITS.full) }),
  description: z.object({
    short: text('short description', DESCRIPTION_LIMITS.short),
    full: text('full description', DESCRIPTION_LIMITS.full),
  }),
  /** anything else than a 3 or 6 digit hex is saved as the default colour */
  accentColor: ZText.max(50).transform(accentColorOr),
  iconsColorFile: ZIconUpload,
  iconsOutlineFile: ZIconUpload,
  /** the version the update was made from; missing for the first save of a tenant */
  version: zBodyInt({ min: 1, message: 'Must be a version' }).optional(),
});
export type TCustomBotSave = z.infer<typeof ZCustomBotSave>;
export type TCustomBotSaveInput = z.input<typeof ZCustomBotSave>;

export const ZCustomBotSaved = z.object({ id: z.number(), version: z.number() });
