/**
 * The help beside the application form: what to have at hand, what happens after submitting, and
 * how to reach admissions. The next steps follow the admission steps on /admissions.
 */
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { school } from "#common/school";

const textLink = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

export const NEXT_STEPS: readonly { title: string; body: string }[] = [
  { title: "We review your application", body: "Our admissions team reads every application and contacts you within 2-3 business days." },
  {
    title: "Readiness Conversation",
    body: "A friendly conversation with you and your child about how they learn, what they enjoy and any support they need.",
  },
  {
    title: "Placement & Orientation",
    body: "We confirm your child's grade and class, then welcome you both with an orientation to the live classroom and the portals.",
  },
];

/** The numbered steps after an application, shown beside the form and in the confirmation. */
export function NextSteps({ className }: { className?: string }) {
  return (
    <ol className={className ?? "space-y-4"}>
      {NEXT_STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-3">
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <p className="font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </p>
            <p className="text-sm text-muted-foreground">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const HAVE_AT_HAND = [
  "Your contact details, and those of a second parent or guardian if they should hear from us",
  "Your child's date of birth and the grade you are applying for",
  "The name and a contact for your child's current or previous school, if any",
  "An emergency contact's name and phone number",
  "Any IEP, 504 plan or learning needs you would like us to know about",
];

export function BeforeYouBegin() {
  return (
    <Card className="space-y-4">
      <h2 id="before-you-begin" className="text-xl font-bold tracking-tight">
        Before you begin
      </h2>
      <p className="text-muted-foreground">It helps to have these at hand:</p>
      <ul className="list-disc space-y-2 pl-5 marker:text-primary">
        {HAVE_AT_HAND.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        New to our school? Read{" "}
        <Link to="/admissions" className={textLink}>
          how admissions work
        </Link>{" "}
        and see{" "}
        <Link to="/tuition" className={textLink}>
          tuition and fees
        </Link>
        .
      </p>
    </Card>
  );
}

export function AfterYouApply() {
  return (
    <Card className="space-y-4">
      <h2 id="after-you-apply" className="text-xl font-bold tracking-tight">
        After you apply
      </h2>
      <NextSteps />
      <p className="text-sm text-muted-foreground">Admissions are rolling, with monthly start dates and priority cohorts in August and January.</p>
    </Card>
  );
}

export function AdmissionsContact() {
  return (
    <Card className="space-y-3">
      <h2 id="admissions-questions" className="text-xl font-bold tracking-tight">
        Questions?
      </h2>
      <p className="text-muted-foreground">Our admissions team is glad to help with the form or anything about school life.</p>
      <ul className="space-y-1">
        <li>
          <a href={`tel:${school.phone.e164}`} className={textLink}>
            {school.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${school.emails.admissions}`} className={textLink}>
            {/* A long address wraps after the @ rather than mid-word. */}
            {school.emails.admissions.split("@")[0]}@<wbr />
            {school.emails.admissions.split("@")[1]}
          </a>
        </li>
      </ul>
      <p className="text-sm text-muted-foreground">Office hours: {school.officeHours}</p>
    </Card>
  );
}
