/**
 * A file's kind as every learning screen shows it (the resource library, My files, attachments): a
 * lucide icon with a short word beside it ("PDF", "Picture", "Recording", "Link"), from the stored
 * content type or, failing that, the name's extension.
 */
import { File, FileAudio, FileImage, FileSpreadsheet, FileText, Link2, Presentation, type LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";

export interface FileTypeInfo {
  icon: LucideIcon;
  /** A short word for the type. */
  label: string;
}

const LINK: FileTypeInfo = { icon: Link2, label: "Link" };

export function fileTypeOf(contentType: string | null | undefined, name?: string | null): FileTypeInfo {
  const type = (contentType ?? "").toLowerCase();
  const ext = (name ?? "").toLowerCase().split(".").pop() ?? "";
  if (type.startsWith("image/") || ["png", "jpg", "jpeg", "gif", "webp"].includes(ext)) return { icon: FileImage, label: "Picture" };
  if (type.startsWith("audio/") || ["webm", "ogg", "m4a"].includes(ext)) return { icon: FileAudio, label: "Recording" };
  if (type === "application/pdf" || ext === "pdf") return { icon: FileText, label: "PDF" };
  if (type.includes("spreadsheet") || ext === "xlsx") return { icon: FileSpreadsheet, label: "Spreadsheet" };
  if (type.includes("presentation") || ext === "pptx") return { icon: Presentation, label: "Slides" };
  if (type.includes("word") || ["doc", "docx"].includes(ext)) return { icon: FileText, label: "Document" };
  if (type.startsWith("text/") || ext === "txt") return { icon: FileText, label: "Text" };
  return { icon: File, label: "File" };
}

/** The icon and word of a file (or of a link, with `link`). */
export function FileTypeLabel({
  contentType,
  name,
  link = false,
  className,
  iconClassName,
}: {
  contentType?: string | null;
  name?: string | null;
  link?: boolean;
  className?: string;
  iconClassName?: string;
}) {
  const { icon: Icon, label } = link ? LINK : fileTypeOf(contentType, name);
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm text-muted-foreground", className)}>
      <Icon className={cn("size-4 shrink-0", iconClassName)} aria-hidden="true" />
      {label}
    </span>
  );
}
