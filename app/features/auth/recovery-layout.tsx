import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

/** The narrow, centred frame of the recovery screens: the page's h1 and lead above a card. */
export function RecoveryLayout({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="mt-3 text-muted-foreground text-pretty">{lead}</p>
      <Card className="mt-8 p-5 sm:p-6">{children}</Card>
    </div>
  );
}
