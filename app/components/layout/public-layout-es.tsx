import { publicPages as spanishPublicPages } from "#common/i18n/es/public-pages";
import { shell as spanishShell } from "#common/i18n/es/shell";
import { addMessages } from "#common/i18n/messages";
import PublicLayout from "./public-layout";

// The Spanish pages ("/es/...") have a layout route of their own so that their texts load with it,
// before the page renders (React Router loads a route's modules first), and never on an English page.
// The English texts still load (public-layout.tsx): a refusal the server words in English is shown in
// Spanish by finding its English text in the catalogue (`localize`).
addMessages("es", spanishShell);
addMessages("es", spanishPublicPages);

export default function SpanishPublicLayout() {
  return <PublicLayout />;
}
