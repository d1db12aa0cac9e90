import { cn } from "~/lib/utils";

/** The look of a header link, the current page's underlined (top bar and slide-in menu alike). */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
    isActive ? "text-primary underline decoration-2 underline-offset-8" : "text-foreground",
  );
