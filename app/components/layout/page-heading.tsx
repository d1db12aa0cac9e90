import type { ReactNode } from "react";

export interface PageHeadingProps {
  title: string;
  lead?: ReactNode;
  /** A short line above the title naming the page's area ("Admissions", "Careers"). */
  eyebrow?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The page's hero band: its single h1, an optional eyebrow, lead and actions. */
export function PageHeading({ title, lead, eyebrow, actions, children }: PageHeadingProps) {
  return (
    <div className="border-b bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-12 sm:px-6 sm:pb-16 sm:pt-16 lg:px-8">
        {eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
        <h1 className="max-w-4xl break-words text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-muted-foreground text-pretty sm:text-xl">{lead}</p> : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        {children}
      </div>
    </div>
  );
}
