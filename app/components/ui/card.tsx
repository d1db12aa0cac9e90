import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

/** A bordered surface. Cards hold one idea each: a feature, a subject, a benefit, an opening. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-xl border bg-card p-6 text-card-foreground shadow-sm", className)} {...props} />;
}

export interface FeatureCardProps extends Omit<ComponentProps<"div">, "title"> {
  icon?: LucideIcon;
  title: ReactNode;
  /** Heading level that fits the page outline: h2 when the card is a top-level section, else h3. */
  headingLevel?: "h2" | "h3";
}

/** A card with an icon, a heading and body text. */
export function FeatureCard({ icon: Icon, title, headingLevel = "h3", className, children, ...props }: FeatureCardProps) {
  const Heading = headingLevel;
  return (
    <Card className={cn("flex flex-col gap-3", className)} {...props}>
      {Icon ? (
        <span className="grid size-11 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      ) : null}
      <Heading className="text-lg font-semibold leading-snug">{title}</Heading>
      <div className="space-y-2 text-muted-foreground">{children}</div>
    </Card>
  );
}
