import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

/** The page width every section shares. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

export interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** Used for the heading id (and as the section's anchor when `id` is set). */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** "muted" alternates the background so long pages read as distinct bands. */
  tone?: "default" | "muted";
  /** Centre the heading block (for short, promotional sections). */
  centered?: boolean;
  headingId?: string;
}

/**
 * A titled band of a page: an h2 with an optional eyebrow and lead, then its content. The section is
 * labelled by its heading so landmarks read well in a screen reader's list.
 */
export function Section({ title, eyebrow, lead, tone = "default", centered = false, headingId, id, className, children, ...props }: SectionProps) {
  const labelId = headingId ?? (id ? `${id}-heading` : undefined);
  return (
    <section id={id} aria-labelledby={labelId} className={cn("render-when-near py-14 sm:py-20", tone === "muted" && "bg-muted/60", className)} {...props}>
      <Container>
        <div className={cn("mb-10 max-w-3xl", centered && "mx-auto text-center")}>
          {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
          <h2 id={labelId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          {lead ? <p className="mt-3 text-lg text-muted-foreground text-pretty">{lead}</p> : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
