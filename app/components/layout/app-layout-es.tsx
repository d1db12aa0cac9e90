import { Outlet } from "react-router";
import { shell as spanishShell } from "#common/i18n/es/shell";
import { addMessages } from "#common/i18n/messages";

// The Spanish sign-in and recovery pages ("/es/auth", ...) have a layout route of their own so that the
// Spanish shell texts load with it, before the page renders, and never on an English page (the public
// pages' texts stay out: these pages do not show them).
addMessages("es", spanishShell);

export default function SpanishAppLayout() {
  return <Outlet />;
}
