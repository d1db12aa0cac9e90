/**
 * The English texts of signing in with a sign-in card (issue 34, ids `cardSignIn.*`): the /auth/card
 * page a card's QR code opens and the "Type your card code" form on /auth. In the shell part, as the
 * rest of signing in: these pages are read before anyone is signed in.
 */
export const cardSignIn = {
  "cardSignIn.page.title": "Sign in with your card",
  "cardSignIn.page.lead": "Scan your sign-in card to come in.",
  "cardSignIn.signingIn": "Signing you in…",
  /** The page opened without a code (typed by hand, or the code cut off). */
  "cardSignIn.noCode": "This page opens when you scan the QR code on your sign-in card.",
  "cardSignIn.failed.title": "Ask a grown-up",
  "cardSignIn.failed.text": "Your card didn't work. Show it to a grown-up: they can help you sign in.",
  "cardSignIn.failed.signInOtherWay": "Sign in another way",
  "cardSignIn.typeCode.summary": "Type your card code",
  "cardSignIn.typeCode.label": "Card code",
  "cardSignIn.typeCode.hint": "The letters and numbers under the QR code, like K7QM2-XPA93-TDF4R.",
  "cardSignIn.typeCode.submit": "Sign in with the code",
  "cardSignIn.typeCode.pending": "Signing In...",
  /** The server's refusal of a code (wrong, replaced, or not a child's card), one wording for all. */
  "cardSignIn.refused": "That code didn't work. Ask a grown-up to check your card.",
  /** The shared schema's message for an empty code. */
  "cardSignIn.required": "Type the code from the card",
} as const;
