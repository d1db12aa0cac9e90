import { Building2, Clock, MapPin, Wallet } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { LoadingScreen } from "~/components/ui/spinner";
import { toast } from "~/components/ui/use-toast";
import type { JobOpening } from "#common/careers";

/**
 * The form (with react-hook-form and zod) is only downloaded when a visitor is about to apply, which
 * keeps the careers page's own script small. Pointing at or focusing Apply Now starts the download.
 */
const loadForm = () => import("./job-application-form");
const JobApplicationForm = lazy(() => loadForm().then((module) => ({ default: module.JobApplicationForm })));
const preloadForm = () => void loadForm();

/** docs/product.md section 8: the alert shown after a job application is submitted. */
export const JOB_APPLICATION_SUCCESS = "Application submitted successfully! We'll get back to you soon.";

/** One opening, with its Apply Now button and application dialog. */
export function JobOpeningCard({ opening }: { opening: JobOpening }) {
  const [open, setOpen] = useState(false);
  const headingId = `opening-${opening.id}`;
  return (
    <Card className="flex h-full flex-col gap-4" data-opening={opening.id}>
      <div className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <Building2 className="size-4" aria-hidden="true" />
          {opening.department}
        </p>
        <h3 id={headingId} className="text-xl font-semibold leading-snug">
          {opening.title}
        </h3>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Position details">
        <li>
          <Badge>
            <MapPin aria-hidden="true" />
            {opening.location}
          </Badge>
        </li>
        <li>
          <Badge>
            <Clock aria-hidden="true" />
            {opening.type}
          </Badge>
        </li>
        <li>
          <Badge className="bg-accent text-accent-foreground" data-salary>
            <Wallet aria-hidden="true" />
            <span>{opening.salary} per year</span>
          </Badge>
        </li>
      </ul>
      <p className="text-muted-foreground">{opening.description}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button className="mt-auto self-start" onPointerEnter={preloadForm} onFocus={preloadForm}>
            Apply Now<span className="sr-only"> for {opening.title}</span>
          </Button>
        </DialogTrigger>
        <DialogContent
          title={`Apply for ${opening.title}`}
          description="Fields marked * are required. Please attach your CV as a PDF, DOC or DOCX file of up to 5 MB."
        >
          <Suspense fallback={<LoadingScreen label="Loading the application form..." className="min-h-64" />}>
            <JobApplicationForm
              position={opening.title}
              onSubmitted={(application) => {
                // By spec the job application is not sent anywhere (section 7: it makes no call).
                if (import.meta.env.DEV) console.info("Job application (not sent):", { ...application, cv: application.cv.name });
                setOpen(false);
                toast({ title: JOB_APPLICATION_SUCCESS, variant: "success" });
              }}
            />
          </Suspense>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
