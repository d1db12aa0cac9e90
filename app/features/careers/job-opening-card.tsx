import { Building2, Clock, MapPin, Wallet } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { LoadingScreen } from "~/components/ui/spinner";
import { toast } from "~/components/ui/use-toast";
import { useT } from "~/lib/i18n";
import { JOB_LOCATION_ID, JOB_TYPE_ID, jobOpeningIds, type JobOpening } from "#common/careers";

/**
 * The form (with react-hook-form and zod) is only downloaded when a visitor is about to apply, which
 * keeps the careers page's own script small. Pointing at or focusing Apply Now starts the download.
 */
const loadForm = () => import("./job-application-form");
const JobApplicationForm = lazy(() => loadForm().then((module) => ({ default: module.JobApplicationForm })));
const preloadForm = () => void loadForm();

/** One opening, with its Apply Now button and application dialog. */
export function JobOpeningCard({ opening }: { opening: JobOpening }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ids = jobOpeningIds(opening);
  const title = t(ids.title);
  const headingId = `opening-${opening.id}`;
  return (
    <Card className="flex h-full flex-col gap-4" data-opening={opening.id}>
      <div className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <Building2 className="size-4" aria-hidden="true" />
          {t(ids.department)}
        </p>
        <h3 id={headingId} className="text-xl font-semibold leading-snug">
          {title}
        </h3>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t("careers.card.details")}>
        <li>
          <Badge>
            <MapPin aria-hidden="true" />
            {t(JOB_LOCATION_ID)}
          </Badge>
        </li>
        <li>
          <Badge>
            <Clock aria-hidden="true" />
            {t(JOB_TYPE_ID)}
          </Badge>
        </li>
        <li>
          <Badge className="bg-accent text-accent-foreground" data-salary>
            <Wallet aria-hidden="true" />
            <span>{t("careers.card.salary", { salary: opening.salary })}</span>
          </Badge>
        </li>
      </ul>
      <p className="text-muted-foreground">{t(ids.description)}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button className="mt-auto self-start" onPointerEnter={preloadForm} onFocus={preloadForm}>
            {t("careers.card.applyNow")}
            <span className="sr-only">{t("careers.card.applyNowFor", { title })}</span>
          </Button>
        </DialogTrigger>
        <DialogContent title={t("careers.card.dialogTitle", { title })} description={t("careers.card.dialogDescription")}>
          <Suspense fallback={<LoadingScreen label={t("careers.card.loading")} className="min-h-64" />}>
            <JobApplicationForm
              position={title}
              onSubmitted={(application) => {
                // By spec the job application is not sent anywhere (section 7: it makes no call).
                if (import.meta.env.DEV) console.info("Job application (not sent):", { ...application, cv: application.cv.name });
                setOpen(false);
                // docs/product.md section 8: the alert shown after a job application is submitted.
                toast({ title: t("careers.card.success"), variant: "success" });
              }}
            />
          </Suspense>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
