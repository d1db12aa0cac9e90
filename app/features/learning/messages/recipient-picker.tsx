/**
 * The composer's "To" for a grown-up (issue 33): a search, the contacts grouped by child with one
 * "Whole family" choice each, and the chosen people above the message with a remove button each. A
 * teacher reaches a family in two taps (type or open the class, then "Whole family"). Never hundreds
 * of rows at once: a long list without a search is folded by class (a fold draws its children only
 * when opened), and a search draws at most MAX_GROUPS groups. Native checkboxes in labelled groups:
 * the keyboard and screen readers know them, and the labels are 44 px targets.
 */
import { X } from "lucide-react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useT } from "~/lib/i18n";
import { messagingGroup } from "#common/learning/messaging-rule";
import type { Contact } from "#common/schemas/learning/messages";
import type { MessageId } from "#common/i18n/messages";
import type { Role } from "#common/roles";
import { foldByClass, groupContacts, searchGroups, wholeFamily, STAFF_GROUP, type ContactGroup, type GroupMember } from "./contact-groups";

/** More contacts than a handful: the search is offered. */
const SEARCH_FROM = 7;
/** More contacts than this and no search: the children are folded by class. */
const FOLD_FROM = 40;
/** The most groups a search draws; typing more narrows it. */
const MAX_GROUPS = 20;

const row =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring";

export function RecipientPicker({
  contacts,
  chosen,
  onChange,
  roleWords,
}: {
  contacts: readonly Contact[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  roleWords: Record<Role, MessageId>;
}) {
  const t = useT();
  const searchId = useId();
  const [query, setQuery] = useState("");
  // Typing stays quick: the groups follow a moment later on a slow phone.
  const deferredQuery = useDeferredValue(query);
  const groups = useMemo(() => groupContacts(contacts), [contacts]);
  const found = useMemo(() => searchGroups(groups, deferredQuery), [groups, deferredQuery]);
  const searching = deferredQuery.trim() !== "";
  const names = useMemo(() => new Map(contacts.map((c) => [c.id, c.name])), [contacts]);

  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  const toggleAll = (ids: string[]) =>
    onChange(ids.every((id) => chosen.includes(id)) ? chosen.filter((x) => !ids.includes(x)) : [...chosen, ...ids.filter((id) => !chosen.includes(id))]);
  const groupProps = { chosen, roleWords, onToggle: toggle, onToggleAll: toggleAll };

  return (
    <div className="space-y-3">
      {contacts.length >= SEARCH_FROM ? (
        <div className="space-y-1">
          <label htmlFor={searchId} className="block text-sm font-medium">
            {t("messages.composer.search")}
          </label>
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            // Enter in the search never sends the message around it.
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
            autoComplete="off"
            className="h-11"
            aria-describedby={`${searchId}-results`}
            data-testid="contact-search"
          />
          <p id={`${searchId}-results`} className="sr-only" aria-live="polite">
            {searching ? t("messages.composer.results", { count: found.length }) : ""}
          </p>
        </div>
      ) : null}
      <div className="max-h-72 space-y-3 overflow-y-auto pr-1" data-testid="contacts">
        {searching ? (
          <SearchResults groups={found} query={deferredQuery} {...groupProps} />
        ) : contacts.length > FOLD_FROM ? (
          <ClassFolds groups={groups} {...groupProps} />
        ) : (
          groups.map((g) => <Group key={g.key} group={g} {...groupProps} />)
        )}
      </div>
      {chosen.length ? (
        <div className="space-y-1">
          <p className="text-sm font-medium" id={`${searchId}-chosen`}>
            {t("messages.composer.chosen", { count: chosen.length })}
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby={`${searchId}-chosen`} data-testid="chosen">
            {chosen.map((id) => (
              <li key={id} className="flex items-center gap-1 rounded-full border bg-muted pl-3 text-sm">
                <span>{names.get(id) ?? id}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11 rounded-full"
                  aria-label={t("messages.composer.remove", { name: names.get(id) ?? id })}
                  onClick={() => toggle(id)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

interface GroupProps {
  chosen: readonly string[];
  roleWords: Record<Role, MessageId>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[]) => void;
}

function SearchResults({ groups, query, ...props }: { groups: ContactGroup[]; query: string } & GroupProps) {
  const t = useT();
  if (groups.length === 0) return <p className="text-sm text-muted-foreground">{t("messages.composer.noMatch", { query: query.trim() })}</p>;
  return (
    <>
      {groups.slice(0, MAX_GROUPS).map((g) => (
        <Group key={g.key} group={g} {...props} />
      ))}
      {groups.length > MAX_GROUPS ? (
        <p className="text-sm text-muted-foreground">{t("messages.composer.more", { shown: MAX_GROUPS, total: groups.length })}</p>
      ) : null}
    </>
  );
}

/** A long list without a search: one fold a class (open when there is only one), the staff's and the others'. */
function ClassFolds({ groups, ...props }: { groups: ContactGroup[] } & GroupProps) {
  const t = useT();
  const folds = foldByClass(groups);
  const ungrouped = groups.filter((g) => !g.child);
  const foldKey = (className: string | null) => `class:${className ?? ""}`;
  return (
    <Accordion type="multiple" defaultValue={folds.length === 1 ? [foldKey(folds[0]!.className)] : []}>
      {folds.map((fold) => (
        <AccordionItem key={foldKey(fold.className)} value={foldKey(fold.className)}>
          <AccordionTrigger headingLevel="h3" className="min-h-11 py-2 text-sm">
            {t("messages.composer.classFold", { className: fold.className ?? t("messages.composer.noClass"), count: fold.groups.length })}
          </AccordionTrigger>
          <AccordionContent className="space-y-3 text-foreground">
            {fold.groups.map((g) => (
              <Group key={g.key} group={g} {...props} />
            ))}
          </AccordionContent>
        </AccordionItem>
      ))}
      {ungrouped.map((g) => (
        <AccordionItem key={g.key} value={g.key}>
          <AccordionTrigger headingLevel="h3" className="min-h-11 py-2 text-sm">
            {t(g.key === STAFF_GROUP ? "messages.composer.staff" : "messages.composer.others")}
          </AccordionTrigger>
          <AccordionContent className="text-foreground">
            <Group group={g} {...props} titled={false} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** One child's family (or their teachers), or the staff, as a labelled group of checkboxes. */
function Group({ group, chosen, roleWords, onToggle, onToggleAll, titled = true }: { group: ContactGroup; titled?: boolean } & GroupProps) {
  const t = useT();
  const headingId = useId();
  const family = wholeFamily(group);
  // A family's group is their child's teachers; a teacher's or the office's is the child's family.
  const ofTeachers = group.members.every((m) => messagingGroup(m.contact.role) === "teacher");
  const title = !group.child
    ? t(group.key === STAFF_GROUP ? "messages.composer.staff" : "messages.composer.others")
    : ofTeachers
      ? t("messages.composer.childTeachers", { name: group.child.name })
      : group.child.name;
  return (
    <div role="group" aria-labelledby={headingId} data-testid="contact-group">
      <p id={headingId} className={titled ? "px-2 pb-1 text-sm font-semibold" : "sr-only"}>
        {title}
        {group.classNames.length ? <span className="ml-2 font-normal text-muted-foreground">{group.classNames.join(", ")}</span> : null}
      </p>
      <ul className="space-y-1">
        {family.length ? (
          <li>
            <WholeFamily ids={family} chosen={chosen} name={group.child!.name} onToggle={() => onToggleAll(family)} />
          </li>
        ) : null}
        {group.members.map((m) => (
          <li key={m.contact.id}>
            <MemberRow member={m} checked={chosen.includes(m.contact.id)} roleWords={roleWords} onToggle={() => onToggle(m.contact.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function WholeFamily({ ids, chosen, name, onToggle }: { ids: string[]; chosen: readonly string[]; name: string; onToggle: () => void }) {
  const t = useT();
  const picked = ids.filter((id) => chosen.includes(id)).length;
  return (
    <label className={`${row} font-medium`} data-testid="whole-family">
      <input
        type="checkbox"
        className="size-5"
        checked={picked === ids.length}
        // Some of the family chosen: "mixed", and a tap picks them all.
        ref={(input) => {
          if (input) input.indeterminate = picked > 0 && picked < ids.length;
        }}
        onChange={onToggle}
        aria-label={t("messages.composer.wholeFamilyOf", { name })}
      />
      <span>{t("messages.composer.wholeFamily")}</span>
    </label>
  );
}

function MemberRow({
  member,
  checked,
  roleWords,
  onToggle,
}: {
  member: GroupMember;
  checked: boolean;
  roleWords: Record<Role, MessageId>;
  onToggle: () => void;
}) {
  const t = useT();
  const { contact, relationship } = member;
  // A guardian by their relationship to the group's child ("father"), anyone else by their role.
  const note = relationship ? t("messages.composer.relationship", { relationship }) : t("messages.composer.role", { role: t(roleWords[contact.role]) });
  return (
    <label className={row} data-testid="contact">
      <input type="checkbox" className="size-5" checked={checked} onChange={onToggle} />
      <span>
        {contact.name} <span className="text-sm text-muted-foreground">{note}</span>
      </span>
    </label>
  );
}
