import { ArrowRight, CalendarClock, ClipboardList, School, ShieldCheck, type LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Accordion, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/section";
import { useT } from "~/lib/i18n";
import type { FaqCategory } from "./faq-data";

/**
 * Every category's questions under ONE accordion root, so only one answer on the whole page is open
 * at a time and the open one closes again when its question is pressed (type="single" collapsible).
 *
 * Radix renders an item's content only while it is open, which would leave the answers out of the
 * prerendered HTML. So the trigger and keyboard handling are Radix's, and each answer is our own
 * panel that is always rendered and carries `hidden` while closed; the trigger points at it with
 * aria-controls, and the panel is labelled by its question.
 */
const ICONS: Record<string, LucideIcon> = {
  about: School,
  admissions: ClipboardList,
  "school-day": CalendarClock,
  "technology-safety": ShieldCheck,
};

export function FaqAccordion({ categories }: { categories: readonly FaqCategory[] }) {
  const t = useT();
  const [open, setOpen] = useState("");

  // /faqs#{question id} opens that question (the browser has already scrolled to it).
  useEffect(() => {
    const ids = new Set(categories.flatMap((c) => c.items.map((item) => item.id)));
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (ids.has(id)) setOpen(id);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [categories]);

  return (
    <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label={t("faqs.topics.label")} className="self-start lg:sticky lg:top-24">
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{t("faqs.topics.title")}</p>
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {categories.map((category) => {
            const Icon = ICONS[category.id] ?? School;
            return (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold hover:bg-muted lg:border-transparent"
                >
                  <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {category.category}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* data-hydrate: the page hydrates at load when opened at a question (docs/decisions/0017). */}
      <Accordion
        type="single"
        collapsible
        value={open}
        onValueChange={setOpen}
        className="min-w-0 space-y-12"
        data-testid="faq-accordion"
        data-hydrate="address"
      >
        {categories.map((category) => {
          const Icon = ICONS[category.id] ?? School;
          return (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`} className="scroll-mt-24">
              <h2 id={`${category.id}-heading`} className="mb-4 flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {category.category}
              </h2>
              <Card className="max-w-3xl px-5 py-1 sm:px-6">
                {category.items.map((item) => {
                  const questionId = `${item.id}-question`;
                  const answerId = `${item.id}-answer`;
                  return (
                    <AccordionItem key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
                      <AccordionTrigger id={questionId} aria-controls={answerId}>
                        {item.question}
                      </AccordionTrigger>
                      <div
                        id={answerId}
                        role="region"
                        aria-labelledby={questionId}
                        hidden={open !== item.id}
                        className="space-y-3 pb-5 text-muted-foreground"
                        data-testid="faq-answer"
                      >
                        <p className="text-pretty">{item.answer}</p>
                        {item.link ? (
                          <p>
                            <Link
                              to={item.link.to}
                              className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4 hover:no-underline"
                            >
                              {item.link.label}
                              <ArrowRight className="size-4" aria-hidden="true" />
                            </Link>
                          </p>
                        ) : null}
                      </div>
                    </AccordionItem>
                  );
                })}
              </Card>
            </section>
          );
        })}
      </Accordion>
    </Container>
  );
}
