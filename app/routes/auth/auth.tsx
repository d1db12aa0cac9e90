import { useSearchParams } from "react-router";
import { AppShell } from "~/components/layout/app-shell";
import { AuthScreen } from "~/features/auth/auth-screen";
import { portalCopy } from "~/features/auth/portal-copy";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/auth";

export const meta = ({ location }: Route.MetaArgs) =>
  localizedMeta(location.pathname, (t) => {
    const copy = portalCopy(new URLSearchParams(location.search).get("portal"), t);
    return {
      title: copy.portal === "general" ? t("auth.signIn") : copy.title,
      description: copy.description,
      canonical: "/auth",
      noIndex: true,
    };
  });

/** /auth?portal=student|parent|teacher|admin (docs/product.md section 2). */
export default function Auth() {
  const [params] = useSearchParams();
  const copy = portalCopy(params.get("portal"));
  return (
    <AppShell>
      <AuthScreen key={copy.portal} copy={copy} />
    </AppShell>
  );
}
