/**
 * "Assign a game" on /teacher/practice (issue 34): a game (with the grades it is made for and the
 * standards it practises), for the whole class or one child of it, and an optional note. Checked with
 * the server's own schema (assignGameSchema) before it is sent. Mounted while open: each opening
 * starts with an empty form.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Gamepad2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Select, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { formErrorMessage, showFieldErrors } from "~/lib/form-errors";
import { useLocalize, useT } from "~/lib/i18n";
import { GAME_KIND_INFO, GAME_KINDS, isGameKind, type GameKind } from "#common/learning/games";
import { assignGameSchema, GAME_NOTE_MAX, type AssignGameInput } from "#common/schemas/learning/games";
import { gameName } from "./game-name";
import { useAssignGame } from "./games-api";

/** The form as the teacher fills it: no game chosen yet is "", the whole class is a null child. */
interface AssignValues {
  classId: string;
  kind: GameKind | "";
  studentId: string | null;
  note: string;
}

const FIELDS = ["kind", "studentId", "note"] as const;

/** Codes and grades as published ("K, 1"): the same in every language. */
const LIST_SEPARATOR = ", ";

export function AssignGameDialog({
  classId,
  childrenOfClass,
  open,
  onOpenChange,
}: {
  classId: string;
  childrenOfClass: readonly { id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const assign = useAssignGame(classId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AssignValues, unknown, AssignGameInput>({
    resolver: zodResolver(assignGameSchema) as unknown as Resolver<AssignValues, unknown, AssignGameInput>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { classId, kind: "", studentId: null, note: "" },
  });
  const errors = form.formState.errors;
  const kind = useWatch({ control: form.control, name: "kind" });

  const submit = form.handleSubmit(async (values) => {
    if (assign.isPending) return;
    setFailure(null);
    try {
      await assign.mutateAsync(values);
      const who = values.studentId
        ? t("practice.assigned.forChild", { name: childrenOfClass.find((c) => c.id === values.studentId)?.name ?? "" })
        : t("practice.assigned.forClass");
      toast({ variant: "success", title: t("practice.assign.saved"), description: t("practice.assign.savedText", { game: gameName(t, values.kind), who }) });
      onOpenChange(false);
    } catch (error) {
      if (showFieldErrors(error, FIELDS, form.setError) === 0) setFailure(formErrorMessage(error));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={assign.isPending}
      title={t("practice.assign.title")}
      description={t("practice.assign.lead")}
      data-testid="assign-game-dialog"
      label={t("practice.assign.title")}
      onSubmit={(event) => void submit(event)}
      error={failure ? localize(failure) : null}
      submitLabel={t("practice.assign.save")}
      busyLabel={t("practice.assign.saving")}
      icon={<Gamepad2 aria-hidden="true" />}
    >
      <Field
        label={t("practice.assign.game")}
        required
        error={errors.kind?.message}
        description={kind && isGameKind(kind) ? <GameFacts kind={kind} /> : undefined}
      >
        {(control) => (
          <Select {...control} {...form.register("kind")} data-testid="assign-game-kind">
            <option value="">{t("practice.assign.chooseGame")}</option>
            {GAME_KINDS.map((k) => (
              <option key={k} value={k}>
                {GAME_KIND_INFO[k].picture} {t("practice.assign.gameOption", { name: gameName(t, k), grades: GAME_KIND_INFO[k].grades.join(LIST_SEPARATOR) })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("practice.assign.who")} error={errors.studentId?.message}>
        {(control) => (
          <Select {...control} {...form.register("studentId", { setValueAs: (value: string | null) => value || null })} data-testid="assign-game-child">
            <option value="">{t("practice.assign.wholeClass")}</option>
            {childrenOfClass.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("practice.assign.note")} error={errors.note?.message} description={t("practice.assign.noteHint")}>
        {(control) => <Textarea {...control} rows={3} maxLength={GAME_NOTE_MAX} {...form.register("note")} data-testid="assign-game-note" />}
      </Field>
    </FormDialog>
  );
}

/** The chosen game's grades and the standards it practises, under the picker. */
export function GameFacts({ kind }: { kind: GameKind }) {
  const t = useT();
  const info = GAME_KIND_INFO[kind];
  return <>{t("practice.assign.gameFacts", { grades: info.grades.join(LIST_SEPARATOR), standards: info.standards.join(LIST_SEPARATOR) })}</>;
}
