import { Alert } from "~/components/ui/alert";
import type { FormAlert } from "./form-alert";
import { SuccessBanner } from "./success-banner";

/**
 * What came of the last submit, shown just above the submit button the visitor pressed (not at the
 * top of a long form): the green banner, or the error alert.
 */
export function FormOutcome({ banner, success, alert }: { banner: boolean; success: { title: string; description: string }; alert?: FormAlert }) {
  return (
    <>
      <SuccessBanner show={banner} title={success.title} description={success.description} />
      {alert ? (
        <Alert kind={alert.kind} title={alert.title} data-form-alert="">
          {alert.message}
        </Alert>
      ) : null}
    </>
  );
}
