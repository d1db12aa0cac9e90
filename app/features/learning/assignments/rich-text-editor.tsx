/**
 * The instructions' formatted-text editor (TipTap): bold, italic, underline, lists, a heading, a
 * quote and links (http, https, mailto), the same set the server's sanitiser keeps
 * (server/learning/assignments/sanitize.ts). Portal-only: loaded with /teacher/content's module.
 * The toolbar is one tab stop with arrow keys between its buttons; each button says whether it is on.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading, Italic, Link2, List, ListOrdered, Quote, Underline, Unlink, type LucideIcon } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { MessageId } from "#common/i18n/messages";

const SAFE_LINK = /^(https?:\/\/\S|mailto:\S)/i;

/** How formatted instructions look (the editor and every place that shows them): lists, headings, quotes, links. */
export const INSTRUCTIONS_STYLE =
  "[&_p]:my-1.5 [&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mt-2 [&_h4]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4";

export interface RichTextEditorProps {
  /** The id of the element naming the editor (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  onChange: (html: string) => void;
}

export function RichTextEditor({ labelledBy, describedBy, invalid, value, onChange }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto"],
          isAllowedUri: (url) => SAFE_LINK.test(url),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        "data-testid": "instructions-editor",
        class: `${INSTRUCTIONS_STYLE} min-h-40 w-full rounded-b-md border border-t-0 border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  if (!editor) return <div className="min-h-48 rounded-md border border-input bg-muted" aria-hidden="true" />;
  return (
    <div className={cn("rounded-md", invalid && "ring-2 ring-destructive")}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

interface Tool {
  key: string;
  labelId: MessageId;
  icon: LucideIcon;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const TOOLS: Tool[] = [
  { key: "bold", labelId: "assignments.toolbar.bold", icon: Bold, active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  {
    key: "italic",
    labelId: "assignments.toolbar.italic",
    icon: Italic,
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: "underline",
    labelId: "assignments.toolbar.underline",
    icon: Underline,
    active: (e) => e.isActive("underline"),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: "heading",
    labelId: "assignments.toolbar.heading",
    icon: Heading,
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: "bullets",
    labelId: "assignments.toolbar.bullets",
    icon: List,
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: "numbers",
    labelId: "assignments.toolbar.numbers",
    icon: ListOrdered,
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: "quote",
    labelId: "assignments.toolbar.quote",
    icon: Quote,
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      ({ ...Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active(e)])), link: e.isActive("link") }) as Record<string, boolean>,
  });
  const t = useT();
  const [linking, setLinking] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = TOOLS.length + 1;
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | undefined;
    if (event.key in moves) next = (focusIndex + moves[event.key]! + count) % count;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = count - 1;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="toolbar"
        aria-label={t("assignments.toolbar.label")}
        className="flex flex-wrap gap-1 rounded-t-md border border-input bg-muted/60 p-1"
        onKeyDown={onKeyDown}
      >
        {TOOLS.map((tool, i) => (
          <ToolButton
            key={tool.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            label={t(tool.labelId)}
            icon={tool.icon}
            pressed={Boolean(state[tool.key])}
            tabIndex={focusIndex === i ? 0 : -1}
            onClick={() => {
              setFocusIndex(i);
              tool.run(editor);
            }}
          />
        ))}
        <ToolButton
          ref={(el) => {
            buttons.current[TOOLS.length] = el;
          }}
          label={state.link ? t("assignments.toolbar.removeLink") : t("assignments.toolbar.link")}
          icon={state.link ? Unlink : Link2}
          pressed={Boolean(state.link)}
          tabIndex={focusIndex === TOOLS.length ? 0 : -1}
          onClick={() => {
            setFocusIndex(TOOLS.length);
            if (state.link) editor.chain().focus().extendMarkRange("link").unsetLink().run();
            else setLinking(true);
          }}
        />
      </div>
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
    </div>
  );
}

function ToolButton({
  label,
  icon: Icon,
  pressed,
  ...props
}: {
  label: string;
  icon: LucideIcon;
  pressed: boolean;
  tabIndex: number;
  onClick: () => void;
  ref: (el: HTMLButtonElement | null) => void;
}) {
  return (
    <Button
      variant={pressed ? "secondary" : "ghost"}
      size="sm"
      aria-pressed={pressed}
      title={label}
      className="min-h-10 min-w-10 px-2"
      onMouseDown={(e) => e.preventDefault()}
      {...props}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

/** The address of a link for the selected words (or the address itself as the words). */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const t = useT();
  const [href, setHref] = useState("https://");
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const value = href.trim();
    if (!SAFE_LINK.test(value)) {
      setError(t("assignments.toolbar.badLink"));
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty) chain.insertContent({ type: "text", text: value, marks: [{ type: "link", attrs: { href: value } }] }).run();
    else chain.extendMarkRange("link").setLink({ href: value }).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border border-t-0 border-input bg-muted/30 p-2">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t("assignments.toolbar.linkAddress")}
        </label>
        <Input
          id={id}
          value={href}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field opens only when the Link button is pressed: focus follows into it, as into a dialog's first field
          autoFocus
          inputMode="url"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
            if (e.key === "Escape") {
              e.preventDefault();
              onDone();
            }
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button size="sm" onClick={add}>
        {t("assignments.toolbar.addLink")}
      </Button>
      <Button size="sm" variant="outline" onClick={onDone}>
        {t("assignments.toolbar.cancel")}
      </Button>
    </div>
  );
}
