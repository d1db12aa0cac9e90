import type { ReactNode } from "react";
import { Container } from "~/components/ui/section";

export interface CtaBandProps {
  id: string;
  title: string;
  lead: ReactNode;
  /** The buttons (links styled as buttons). */
  children: ReactNode;
}

/** The closing call to action of a page: a tinted panel with an h2, one sentence and buttons. */
export function CtaBand({ id, title, lead, children }: CtaBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-10 sm:py-14">
      <Container>
        <div className="rounded-2xl border bg-secondary px-6 py-10 text-center text-secondary-foreground sm:px-12 sm:py-14">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-pretty">{lead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </Container>
    </section>
  );
}
