import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { TTestApp } from '../app';
import { authHeaders } from './access';

/** Tests only: a request as `email` in `tenant`, with a JSON body when given. */
export async function requestIn(
  t: TTestApp,
  tenant: number,
  email: string,
  options: Omit<InjectOptions, 'headers'>,
) {
  return t.app.inject({ ...options, headers: await authHeaders(t, email, tenant) } as InjectOptions);
}

/** Tests only: a solid image of this size and format, in base64. */
export async function imageBase64(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 400,
  height = 300,
  color = '#E11D48',
) {
  const image = sharp({ create: { width, height, channels: 4, background: color } });
  return (await image.toFormat(format).toBuffer()).toString('base64');
}
