/**
 * A drawing or a photo handed in with work, shown as a picture of bounded size that opens the full
 * image in a new tab (issue 34): the child's work screen, the teacher's marking view and the child's
 * portfolio show them alike. `src` is the file content URL the app reads files from.
 */
import { cn } from "~/lib/utils";

export function WorkPicture({ src, alt, newTabText, className }: { src: string; alt: string; newTabText: string; className?: string }) {
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("block w-fit max-w-xs rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring", className)}
      data-testid="work-picture"
    >
      <img src={src} alt={alt} loading="lazy" className="max-h-48 max-w-full rounded-lg border object-contain" />
      <span className="sr-only"> {newTabText}</span>
    </a>
  );
}
