import type { ReactNode } from "react";

/**
 * The heading of a staff panel (an h2, the page's h1 being the screen's title): its title, one line
 * on what it holds, and the panel's main action on the right when there is one. `id` names the
 * panel's region (aria-labelledby).
 */
export function PanelHeader({ id, title, description, actions }: { id?: string; title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  const heading = (
    <div className="space-y-1">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {actions}
    </div>
  );
}
