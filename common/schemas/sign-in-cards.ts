/** Children's sign-in cards (issue 34, docs/api/sign-in-cards.md): signing in with one, and the cards grown-ups make. */
import { z } from "zod";
import { SIGN_IN_CODE_MAX_TYPED } from "../sign-in-code";
import { text } from "./fields";

export const CARD_CODE_REQUIRED = "Type the code from the card";

/** POST /api/login/card: the code as typed or as the QR code's address carried it (read by normaliseSignInCode). */
export const cardLoginSchema = z.object({
  code: text({ error: CARD_CODE_REQUIRED }).trim().min(1, CARD_CODE_REQUIRED).max(SIGN_IN_CODE_MAX_TYPED, CARD_CODE_REQUIRED),
});

/** A child and whether they have a live card (the code itself is never readable again after it is made). */
export const signInCardStatusSchema = z.object({
  studentId: z.string(),
  /** The name the child goes by (their preferred name, else their first name). */
  name: z.string(),
  /** One of common/learning/avatars.ts, or null before the child picks one. */
  avatar: z.string().nullable(),
  /** When the live card was made (ISO), or null when the child has none. */
  madeAt: z.string().nullable(),
});
export type SignInCardStatus = z.infer<typeof signInCardStatusSchema>;

/** A card just made, shown once for printing: the code in its printed form and the QR code of its address. */
export const printableSignInCardSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** "K7QM2-XPA93-TDF4R". */
  code: z.string(),
  /** The QR code of `{PUBLIC_URL}/auth/card#<code>`, an SVG image as a data: URL. */
  qrCode: z.string(),
  madeAt: z.string(),
});
export type PrintableSignInCard = z.infer<typeof printableSignInCardSchema>;

/** POST .../classes/:classId/sign-in-cards: cards for the children without one, or (replaceExisting) new cards for every child. */
export const classCardsSchema = z.object({ replaceExisting: z.boolean() });

/** The capacity a card is made in, as the audit trail records it: "staff" is the office, not a role. */
export const CARD_MAKERS = ["staff", "guardian", "teacher"] as const;
export type CardMaker = (typeof CARD_MAKERS)[number];
