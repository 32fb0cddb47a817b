import crypto from 'node:crypto';
import { TEMPORARY_PASSWORD_DAYS } from '@askhr/shared/users/users.schemas';

/** A temporary password people can type: 16 characters of base64url, about 96 bits. */
export const temporaryPassword = () => crypto.randomBytes(12).toString('base64url');

/** Until when a temporary password handed out now may be used to sign in (and then changed). */
export const temporaryPasswordExpiry = (now = Date.now()) =>
  new Date(now + TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000);
