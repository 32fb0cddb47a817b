import crypto from 'node:crypto';
import { TEMPORARY_PASSWORD_DAYS } from '@askhr/shared/users/users.schemas';

/** A temporary password people can type: 16 characters of base64url, about 96 bits. */
export const temporaryPassword = () => crypto.randomBytes(12).toString('base64url');

/** Until when a temporary password handed out now may be used to sign in (and then changed). */
export const temporaryPasswordExpiry = (now = Date.now()) =>
  new Date(now + TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000);

/**
 * Whether the account still waits for its first sign-in with the temporary password of an
 * invitation. The administrator who invited it knows that password, so the account may belong to
 * no other company until its person has chosen their own (with an external provider, which
 * proves the email, no account ever has one).
 */
export const isAwaitingFirstSignIn = (account: { temporaryPasswordUntil: Date | null }) =>
  account.temporaryPasswordUntil !== null;

export const INVITED_ELSEWHERE = `This person was invited by another company and has not signed in yet. Invite them again once they have chosen their own password, or once that invitation has lapsed (after ${TEMPORARY_PASSWORD_DAYS} days).`;
