import type { TPortalLanguage } from '@askhr/shared/users/portal-language';

/**
 * Every text of the sign-in provider's pages, per language. The English ones are the reference:
 * the tests and the specification quote them word for word.
 */
export interface TPageTexts {
  /** the reasons a sign-in is refused, shown above the form */
  loginMessages: {
    invalidCredentials: string;
    missingFields: string;
    disabled: string;
    attemptUnderWay: string;
    demoHint: string;
    temporaryExpired: string;
  };
  passwordChangeMessages: {
    intro: string;
    tooShort: (min: number) => string;
    mismatch: string;
    sameAsTemporary: string;
  };
  login: {
    title: string;
    lead: (product: string) => string;
    email: string;
    password: string;
    busy: string;
  };
  passwordChange: {
    title: string;
    newPassword: string;
    hint: (min: number) => string;
    confirm: string;
    busy: string;
    submit: string;
  };
  /** footer text before the support address's link */
  needHelp: string;
  backTo: (product: string) => string;
  error: {
    title: string;
    notUnderstood: string;
    serviceProblem: string;
    tooManyAttempts: string;
  };
  expired: { title: string; message: (product: string) => string };
  logout: { title: string; heading: string; lead: (product: string) => string };
  signedOut: { title: string; message: (product: string) => string };
}

const en: TPageTexts = {
  loginMessages: {
    invalidCredentials: 'The email or password is incorrect.',
    missingFields: 'Enter your email and password.',
    disabled: 'This account has been disabled. Please contact your administrator.',
    attemptUnderWay: 'A sign-in for this email is already being checked. Please wait a moment and try again.',
    demoHint: 'Demo accounts use the password demo1234 — for example admin@acme.test',
    temporaryExpired:
      'Your temporary password has expired. Please ask your administrator to invite you again.',
  },
  passwordChangeMessages: {
    intro: 'You signed in with a temporary password. Choose your own password to continue.',
    tooShort: (min) => `Your new password needs at least ${min} characters.`,
    mismatch: 'The two passwords do not match.',
    sameAsTemporary: 'Choose a password other than the temporary one.',
  },
  login: {
    title: 'Sign in',
    lead: (product) => `Use your work email to continue to ${product}.`,
    email: 'Email',
    password: 'Password',
    busy: 'Signing in…',
  },
  passwordChange: {
    title: 'Choose a new password',
    newPassword: 'New password',
    hint: (min) => `At least ${min} characters.`,
    confirm: 'Confirm the password',
    busy: 'Saving…',
    submit: 'Save and continue',
  },
  needHelp: 'Need help? Contact',
  backTo: (product) => `Back to ${product}`,
  error: {
    title: 'Something went wrong',
    notUnderstood: 'The sign-in request was not understood. Please try again.',
    serviceProblem: 'The sign-in service had a problem. Please try again.',
    tooManyAttempts: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  },
  expired: {
    title: 'This sign-in has expired',
    message: (product) =>
      `The sign-in page was open too long or was already used. Go back to ${product} to sign in again.`,
  },
  logout: {
    title: 'Sign out',
    heading: 'Signing you out…',
    lead: (product) => `One moment while we sign you out of ${product}.`,
  },
  signedOut: {
    title: 'You are signed out',
    message: (product) => `You have been signed out of ${product}.`,
  },
};

// Spanish addresses the reader as "tú", as the portal does
const es: TPageTexts = {
  loginMessages: {
    invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
    missingFields: 'Escribe tu correo electrónico y tu contraseña.',
    disabled: 'Esta cuenta está desactivada. Ponte en contacto con tu administrador.',
    attemptUnderWay:
      'Ya se está comprobando un inicio de sesión con este correo electrónico. Espera un momento y vuelve a intentarlo.',
    demoHint: 'Las cuentas de demostración usan la contraseña demo1234; por ejemplo, admin@acme.test',
    temporaryExpired: 'Tu contraseña temporal ha caducado. Pide a tu administrador que te vuelva a invitar.',
  },
  passwordChangeMessages: {
    intro: 'Has iniciado sesión con una contraseña temporal. Elige tu propia contraseña para continuar.',
    tooShort: (min) => `La nueva contraseña debe tener al menos ${min} caracteres.`,
    mismatch: 'Las dos contraseñas no coinciden.',
    sameAsTemporary: 'Elige una contraseña distinta de la temporal.',
  },
  login: {
    title: 'Iniciar sesión',
    lead: (product) => `Usa tu correo electrónico del trabajo para acceder a ${product}.`,
    email: 'Correo electrónico',
    password: 'Contraseña',
    busy: 'Iniciando sesión…',
  },
  passwordChange: {
    title: 'Elige una contraseña nueva',
    newPassword: 'Contraseña nueva',
    hint: (min) => `Al menos ${min} caracteres.`,
    confirm: 'Repite la contraseña',
    busy: 'Guardando…',
    submit: 'Guardar y continuar',
  },
  needHelp: '¿Necesitas ayuda? Escribe a',
  backTo: (product) => `Volver a ${product}`,
  error: {
    title: 'Algo ha salido mal',
    notUnderstood: 'No se ha podido procesar la solicitud de inicio de sesión. Vuelve a intentarlo.',
    serviceProblem: 'El servicio de inicio de sesión ha tenido un problema. Vuelve a intentarlo.',
    tooManyAttempts:
      'Demasiados intentos de inicio de sesión desde tu red. Espera un minuto y vuelve a intentarlo.',
  },
  expired: {
    title: 'Este inicio de sesión ha caducado',
    message: (product) =>
      `La página de inicio de sesión estuvo abierta demasiado tiempo o ya se usó. Vuelve a ${product} para iniciar sesión de nuevo.`,
  },
  logout: {
    title: 'Cerrar sesión',
    heading: 'Cerrando sesión…',
    lead: (product) => `Un momento, estamos cerrando tu sesión en ${product}.`,
  },
  signedOut: {
    title: 'Has cerrado sesión',
    message: (product) => `Se ha cerrado tu sesión en ${product}.`,
  },
};

// German addresses the reader as "Sie", as business software there does
const de: TPageTexts = {
  loginMessages: {
    invalidCredentials: 'E-Mail oder Passwort ist falsch.',
    missingFields: 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
    disabled: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an Ihren Administrator.',
    attemptUnderWay:
      'Eine Anmeldung mit dieser E-Mail-Adresse wird bereits geprüft. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    demoHint: 'Demo-Konten verwenden das Passwort demo1234 – zum Beispiel admin@acme.test',
    temporaryExpired:
      'Ihr vorläufiges Passwort ist abgelaufen. Bitten Sie Ihren Administrator, Sie erneut einzuladen.',
  },
  passwordChangeMessages: {
    intro:
      'Sie haben sich mit einem vorläufigen Passwort angemeldet. Legen Sie ein eigenes Passwort fest, um fortzufahren.',
    tooShort: (min) => `Ihr neues Passwort muss mindestens ${min} Zeichen lang sein.`,
    mismatch: 'Die beiden Passwörter stimmen nicht überein.',
    sameAsTemporary: 'Wählen Sie ein anderes Passwort als das vorläufige.',
  },
  login: {
    title: 'Anmelden',
    lead: (product) => `Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse bei ${product} an.`,
    email: 'E-Mail',
    password: 'Passwort',
    busy: 'Anmeldung läuft…',
  },
  passwordChange: {
    title: 'Neues Passwort festlegen',
    newPassword: 'Neues Passwort',
    hint: (min) => `Mindestens ${min} Zeichen.`,
    confirm: 'Passwort bestätigen',
    busy: 'Wird gespeichert…',
    submit: 'Speichern und fortfahren',
  },
  needHelp: 'Brauchen Sie Hilfe? Schreiben Sie an',
  backTo: (product) => `Zurück zu ${product}`,
  error: {
    title: 'Etwas ist schiefgelaufen',
    notUnderstood: 'Die Anmeldeanfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.',
    serviceProblem: 'Beim Anmeldedienst ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.',
    tooManyAttempts:
      'Zu viele Anmeldeversuche aus Ihrem Netzwerk. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  },
  expired: {
    title: 'Diese Anmeldung ist abgelaufen',
    message: (product) =>
      `Die Anmeldeseite war zu lange geöffnet oder wurde bereits verwendet. Kehren Sie zu ${product} zurück, um sich erneut anzumelden.`,
  },
  logout: {
    title: 'Abmelden',
    heading: 'Sie werden abgemeldet…',
    lead: (product) => `Einen Moment bitte, wir melden Sie von ${product} ab.`,
  },
  signedOut: {
    title: 'Sie sind abgemeldet',
    message: (product) => `Sie wurden von ${product} abgemeldet.`,
  },
};

export const PAGE_TEXTS: Record<TPortalLanguage, TPageTexts> = { en, es, de };

export type TLoginRefusal = keyof TPageTexts['loginMessages'];
