/**
 * The English texts of making and printing children's sign-in cards (issue 34, ids `signInCards.*`):
 * a guardian's on /parent/account and a teacher's class sheet on /teacher/classes. In the signed-in
 * part: only grown-ups who are signed in make cards.
 */
export const signInCards = {
  "signInCards.title": "Sign-in cards",
  "signInCards.family.lead":
    "A sign-in card lets your child sign in without a password: they scan its QR code, or you type its short code. A code is shown only when the card is made, so print it then; to print a card again, replace it.",
  /** On /parent, under the children's usernames: the way to their cards on /parent/account. */
  "signInCards.family.link": "Sign-in cards: your child scans a card instead of typing a password",
  "signInCards.loadError": "The sign-in cards could not be loaded.",
  "signInCards.makeError": "The card could not be made. Please try again.",
  "signInCards.madeOn": "Card made on {date}",
  "signInCards.none": "No card yet",
  "signInCards.make": "Make a card",
  "signInCards.replace": "Replace card",
  /** After a button's words, for screen readers: whose card it is. */
  "signInCards.forChild": "for {name}",
  "signInCards.replaceConfirm.title": "Replace {name}'s card?",
  "signInCards.replaceConfirm.text": "The card {name} has now stops working at once. You print the new one next.",

  // The sheet of cards just made, to print (a dialog that prints on its own).
  "signInCards.sheet.title": "{count, plural, one {# card to print} other {# cards to print}}",
  "signInCards.sheet.lead": "Print now: these codes are shown only this once. Cut along the dashed lines and keep each card safe, like a key.",
  "signInCards.sheet.print": "Print",
  "signInCards.sheet.done": "Done",
  "signInCards.card.qrAlt": "QR code that signs {name} in",
  "signInCards.card.scan": "Scan me to sign in!",
  "signInCards.card.orType": "Or type this code:",
  "signInCards.card.forGrownUps":
    "For grown-ups: scan the QR code with the camera of the device your child uses, or open {address} and choose “Type your card code”. Keep this card safe: it works like a password.",

  // A teacher's class sheet (/teacher/classes).
  "signInCards.class.open": "Sign-in cards",
  "signInCards.class.title": "Sign-in cards: {className}",
  "signInCards.class.lead":
    "Print a sheet of sign-in cards for the class: each card has the child's avatar, first name, a QR code and a short code. A code is shown only when its card is made.",
  "signInCards.class.status": "{withCard, plural, one {# child} other {# children}} of {children} with a card.",
  "signInCards.class.noChildren": "No children are enrolled in this class yet.",
  "signInCards.class.makeMissing": "{count, plural, one {Make the missing card} other {Make the # missing cards}}",
  "signInCards.class.allHaveCards": "Every child has a card. To print the class sheet again, replace every card.",
  "signInCards.class.replaceAll": "Replace every card",
  "signInCards.class.replaceConfirm.title": "Replace every card of {className}?",
  "signInCards.class.replaceConfirm.text":
    "Every child's card stops working at once, also cards a family printed at home. Hand out the new cards before the children next sign in.",
} as const;
