import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

/** The recovery pages, each with its title and lead in the catalogue (`auth.recovery.<page>.title`, `.lead`). */
export type RecoveryPage = "forgotPassword" | "resetPassword" | "verifyEmail";

/** The narrow, centred frame of the recovery screens: the page's h1 and lead above a card. */
export function RecoveryLayout({ page, children }: { page: RecoveryPage; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance">{t(`auth.recovery.${page}.title`)}</h1>
      <p className="mt-3 text-muted-foreground text-pretty">{t(`auth.recovery.${page}.lead`)}</p>
      <Card className="mt-8 p-5 sm:p-6">{children}</Card>
    </div>
  );
}
