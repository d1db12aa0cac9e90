import type { ReactNode } from "react";
import type { AlertKind } from "~/components/ui/alert";

/** What a form's error alert shows: its kind (network or error), the spec's title and the message. */
export interface FormAlert {
  kind: AlertKind;
  title: string;
  message: ReactNode;
}
