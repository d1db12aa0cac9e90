import type { ReactNode } from "react";

/** The page's single h1, with an optional lead paragraph. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-6 pt-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{lead}</p> : null}
    </div>
  );
}
