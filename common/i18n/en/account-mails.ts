/**
 * The English texts of the mails about a person's own account (ids `accountMail.*`, server/mail/account-mails.ts),
 * written in the person's language. Only the server formats these.
 */
export const accountMails = {
  "accountMail.verify.subject": "Confirm your email address - {school}",
  "accountMail.verify.belongs": 'Please confirm that this address belongs to the {school} account "{username}".',
  "accountMail.verify.open": "Open this link to confirm it:",
  "accountMail.verify.expires": "The link works once and expires in 48 hours.",
  "accountMail.verify.dashboard": "Once the address is confirmed, your family dashboard shows the applications and tour bookings made with it.",
  "accountMail.verify.ignore": "If you did not create an account or change your email address with us, you can ignore this email.",
  "accountMail.verify.neverShare": "Never share this link. Our staff will never ask you for it.",
  "accountMail.emailChanged.subject": "Your {school} email address was changed",
  "accountMail.emailChanged.changed": 'The email address of the {school} account "{username}" was changed to {address}.',
  "accountMail.emailChanged.from": "From now on, account mail goes to the new address.",
  "accountMail.emailChanged.notYou": "If you did not make this change, call us or reply to this email straight away, and reset your password.",
  "accountMail.passwordChanged.subject": "Your {school} password was changed",
  "accountMail.passwordChanged.changed": 'The password of the {school} account "{username}" was just changed.',
  "accountMail.passwordChanged.signedOut": "Every other device signed in to this account was signed out.",
  "accountMail.passwordChanged.notYou": "If you did not make this change, reset your password at once with Forgot password? on the sign-in page, and call us.",
} as const;
