import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface CheckListProps {
  items: readonly ReactNode[];
  className?: string;
}

/** A bulleted list whose bullets are check marks: short facts a family can scan. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul role="list" className={cn("space-y-3", className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
