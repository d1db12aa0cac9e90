import { Alert } from "~/components/ui/alert";
import { useLocalize } from "~/lib/i18n";
import type { FormAlert } from "./form-alert";
import { SuccessBanner } from "./success-banner";

/**
 * What came of the last submit, shown just above the submit button the visitor pressed (not at the
 * top of a long form): the green banner, or the error alert. The forms name the spec's English texts
 * and the server answers in English: they are shown in the page's language.
 */
export function FormOutcome({ banner, success, alert }: { banner: boolean; success: { title: string; description: string }; alert?: FormAlert }) {
  const localize = useLocalize();
  return (
    <>
      <SuccessBanner show={banner} title={localize(success.title)} description={localize(success.description)} />
      {alert ? (
        <Alert kind={alert.kind} title={localize(alert.title)} data-form-alert="">
          {typeof alert.message === "string" ? localize(alert.message) : alert.message}
        </Alert>
      ) : null}
    </>
  );
}
