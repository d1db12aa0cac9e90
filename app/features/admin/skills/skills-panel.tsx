/**
 * The school's skills (on /admin/settings): the list teachers give points for. Staff add a skill
 * (a name and a picture from the fixed set), rename it, change its picture, archive it (teachers no
 * longer offer it; children keep their stars) or put it back. Every change is audited.
 */
import { Archive, ArchiveRestore, Plus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { pictureOf } from "~/components/learning/reward-pictures";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { useLocalize, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { SKILL_ICONS, type SkillIcon } from "#common/learning/badges";
import { skillCreateSchema, type Skill } from "#common/schemas/learning/rewards";
import { useSaveSkill, useSkills } from "./skills-api";

export function SkillsPanel() {
  const t = useT();
  const skills = useSkills();
  return (
    <section aria-labelledby="skills-title" className="mx-auto max-w-7xl space-y-4 px-4 pb-10 sm:px-6 lg:px-8" data-testid="skills-panel">
      <h2 id="skills-title" className="text-2xl font-bold tracking-tight">
        {t("courses.skills.title")}
      </h2>
      <p className="text-muted-foreground">{t("courses.skills.intro")}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <QueryState query={skills} errorTitle={t("courses.skills.loadError")}>
          {(list) => <SkillList skills={list} />}
        </QueryState>
        <AddSkill />
      </div>
    </section>
  );
}

function SkillList({ skills }: { skills: Skill[] }) {
  const t = useT();
  const save = useSaveSkill();
  return (
    <Card className="space-y-3">
      {save.isError ? (
        <Alert kind="error" title={t("courses.skills.notChanged")}>
          {serverMessage(save.error) ? <p>{serverMessage(save.error)}</p> : null}
        </Alert>
      ) : null}
      <ul className="divide-y" data-testid="skills-list">
        {skills.map((skill) => {
          const Icon = pictureOf(skill.icon);
          return (
            <li key={skill.id} className="flex flex-wrap items-center gap-3 py-3">
              <Icon className="size-6 shrink-0" aria-hidden="true" />
              <span className="min-w-0 flex-1 font-medium">{skill.name}</span>
              {skill.archived ? <Badge>{t("courses.common.archived")}</Badge> : null}
              <Button
                variant="outline"
                size="sm"
                aria-disabled={save.isPending || undefined}
                onClick={() => (save.isPending ? undefined : save.mutate({ id: skill.id, archived: !skill.archived }))}
                aria-label={skill.archived ? t("courses.skills.putBackNamed", { name: skill.name }) : t("courses.skills.archiveNamed", { name: skill.name })}
              >
                {skill.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
                {skill.archived ? t("courses.skills.putBack") : t("courses.common.archive")}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** A picture's key in the catalogue's choice of names: "hand-helping" is `handHelping`. */
const iconKey = (icon: SkillIcon) => icon.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());

function AddSkill() {
  const t = useT();
  const localize = useLocalize();
  const save = useSaveSkill();
  const [name, setName] = useState("");
  const [icon, setIcon] = useState<SkillIcon>("star");
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = skillCreateSchema.safeParse({ name, icon });
    if (!parsed.success) {
      setError(localize(parsed.error.issues[0]!.message));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      setName("");
    } catch (err) {
      setError(serverMessage(err) ?? t("courses.skills.notAdded"));
    }
  };
  return (
    <Card>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t("courses.skills.add")}>
        <h3 className="text-lg font-semibold">{t("courses.skills.add")}</h3>
        <div className="space-y-2">
          <label htmlFor={nameId} className="font-semibold">
            {t("courses.common.name")}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            className="min-h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          {error ? (
            <p id={`${nameId}-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t("courses.skills.picture")}</legend>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-8 lg:grid-cols-4">
            {SKILL_ICONS.map((name) => {
              const Icon = pictureOf(name);
              return (
                <label
                  key={name}
                  className={cn(
                    "grid min-h-11 cursor-pointer place-items-center rounded-md border-2 p-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                    icon === name ? "border-primary bg-primary/10" : "border-border",
                  )}
                >
                  <input type="radio" name="skill-icon" value={name} checked={icon === name} onChange={() => setIcon(name)} className="sr-only" />
                  <Icon className="size-6" aria-hidden="true" />
                  <span className="sr-only">{t("courses.skills.icon", { icon: iconKey(name) })}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          <Plus aria-hidden="true" />
          {t("courses.skills.addSubmit")}
        </Button>
      </form>
    </Card>
  );
}
