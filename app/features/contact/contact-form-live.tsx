/**
 * The General Contact form with its behaviour (downloaded on demand, see contact-form.tsx): the
 * rules of docs/product.md section 5 through react-hook-form and the shared zod schema, live feedback on each
 * field, attachments checked on selection and uploaded one at a time with real progress, then
 * `POST /api/contact` (docs/api/public-forms.md) and the results of docs/product.md sections 4 and 8.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import type { FieldBinding } from "~/components/forms/binding";
import type { UploadItem } from "~/components/forms/upload-list";
import { useLiveFeedback } from "~/components/forms/use-live-feedback";
import { useSnapshotHandoff, type LiveFormProps } from "~/components/forms/upgradable-form";
import { QueryProvider } from "~/components/layout/query-provider";
import type { FormAlert } from "~/components/forms/form-alert";
import { sendContactMessage } from "./contact-api";
import { fieldErrorsOf, formErrorMessage, NETWORK_ERROR } from "~/lib/form-errors";
import { uploadFile } from "~/lib/upload";
import { useLocalize, useT } from "~/lib/i18n";
import { contactSchema, type ContactInput, type ContactMessage } from "#common/schemas/contact";
import { HONEYPOT_FIELD } from "#common/schemas/honeypot";
import { CONTACT_UPLOAD_POLICY, fileProblem, tooManyFiles } from "#common/uploads";
import { ATTACHMENTS_FIELD, CONTACT_ERROR_TITLE, CONTACT_FIELDS, ContactFormView, type ContactField } from "./contact-form-view";

/** How long the "Message sent successfully!" banner stays (docs/product.md section 9). */
export const CONTACT_BANNER_MS = 5000;

type ContactValues = ContactInput & { [HONEYPOT_FIELD]?: string };

const EMPTY: ContactValues = { parent_name: "", email: "", phone: "", grade_level: "", message: "", [HONEYPOT_FIELD]: "" };

// The honeypot is registered with the form but is not part of the schema (the server checks it).
const resolver = zodResolver(contactSchema) as unknown as Resolver<ContactValues, unknown, ContactMessage>;

function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

/** An attachment that could not be uploaded: the message is not sent. */
class UploadFailure extends Error {
  constructor(
    readonly fileName: string,
    readonly reason: unknown,
  ) {
    super(`Upload failed: ${fileName}`);
    this.name = "UploadFailure";
  }
}

/** `t` and `localize` of the page's language: the alert is written in it. */
function alertFor(error: unknown, t: ReturnType<typeof useT>, localize: (english: string) => string): FormAlert {
  if (error instanceof UploadFailure) {
    const reason = formErrorMessage(error.reason);
    return {
      kind: reason === NETWORK_ERROR ? "network" : "error",
      title: CONTACT_ERROR_TITLE,
      message: (
        <>
          <p>{t("contact.form.uploadFailed", { fileName: error.fileName, reason: localize(reason) })}</p>
          <p className="mt-1">{t("contact.form.notSent", { uploadFailed: t("forms.upload.failed") })}</p>
        </>
      ),
    };
  }
  const message = formErrorMessage(error);
  return { kind: message === NETWORK_ERROR ? "network" : "error", title: CONTACT_ERROR_TITLE, message };
}

let nextKey = 0;

function ContactFormController({ snapshot }: LiveFormProps) {
  const t = useT();
  const localize = useLocalize();
  const formRef = useRef<HTMLFormElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    getValues,
    setError,
    reset,
    formState: { errors },
  } = useForm<ContactValues, unknown, ContactMessage>({
    resolver,
    mode: "onSubmit",
    // After a submit, fields are re-checked by the live feedback below, on the same timing as before.
    reValidateMode: "onSubmit",
    shouldFocusError: true,
    defaultValues: {
      ...EMPTY,
      ...Object.fromEntries(Object.entries(snapshot.values).filter(([name]) => name in EMPTY)),
    },
  });
  const message = useWatch({ control, name: "message" }) ?? "";

  const feedback = useLiveFeedback<ContactField>(async (name) => {
    const valid = await trigger(name);
    return { valid, empty: !getValues(name) };
  });

  // Attachments: the list is the source of truth; the file input only adds to it.
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef(items);
  const [attachmentProblems, setAttachmentProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const updateItems = useCallback((change: (current: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const updateItem = useCallback(
    (key: string, patch: Partial<UploadItem>) => updateItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [updateItems],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const problems: string[] = [];
      const added: UploadItem[] = [];
      let count = itemsRef.current.length;
      for (const file of files) {
        const problem = fileProblem(file, CONTACT_UPLOAD_POLICY);
        if (problem) {
          problems.push(`${file.name}: ${problem}`);
          continue;
        }
        const tooMany = tooManyFiles(count + 1, CONTACT_UPLOAD_POLICY);
        if (tooMany) {
          if (!problems.includes(tooMany)) problems.push(tooMany);
          continue;
        }
        count += 1;
        added.push({ key: `file-${(nextKey += 1)}`, file, state: "pending", progress: 0 });
      }
      if (added.length > 0) updateItems((current) => [...current, ...added]);
      setAttachmentProblems(problems);
      const addedText = added.length > 0 ? t("contact.form.announceAdded", { files: added.map((item) => item.file.name).join(", ") }) : "";
      const notAdded = problems.length > 0 ? t("contact.form.announceNotAdded", { problems: problems.map(localize).join(" ") }) : "";
      setAnnouncement([addedText, notAdded].filter(Boolean).join(" "));
    },
    [updateItems, t, localize],
  );

  const mutation = useMutation({
    mutationFn: async ({ values, website }: { values: ContactMessage; website: string }) => {
      // One file at a time; files already uploaded by an earlier attempt are not sent again.
      const attachments: string[] = [];
      for (const item of itemsRef.current) {
        if (item.state === "completed" && item.uploadId) {
          attachments.push(item.uploadId);
          continue;
        }
        updateItem(item.key, { state: "uploading", progress: 0 });
        try {
          const uploaded = await uploadFile(item.file, {
            onProgress: (fraction) => updateItem(item.key, { progress: Math.min(100, Math.round(fraction * 100)) }),
          });
          updateItem(item.key, { state: "completed", progress: 100, uploadId: uploaded.id });
          setAnnouncement(t("contact.form.announceUploaded", { fileName: item.file.name }));
          attachments.push(uploaded.id);
        } catch (error) {
          updateItem(item.key, { state: "error", progress: 0 });
          setAnnouncement(t("contact.form.announceUploadFailed", { uploadFailed: t("forms.upload.failed"), fileName: item.file.name }));
          throw new UploadFailure(item.file.name, error);
        }
      }
      const body = { ...values, ...(attachments.length > 0 ? { attachments } : {}), [HONEYPOT_FIELD]: website };
      return sendContactMessage(body);
    },
  });

  const [alert, setAlert] = useState<FormAlert>();
  const [banner, setBanner] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  function showBanner() {
    clearTimeout(bannerTimer.current);
    setBanner(true);
    bannerTimer.current = setTimeout(() => setBanner(false), CONTACT_BANNER_MS);
  }

  function sent() {
    reset(EMPTY);
    feedback.reset();
    updateItems(() => []);
    setAttachmentProblems([]);
    setAnnouncement("");
    if (fileInputRef.current) fileInputRef.current.value = "";
    setAlert(undefined);
    showBanner();
  }

  function failed(error: unknown) {
    setAlert(alertFor(error, t, localize));
    const fieldErrors = fieldErrorsOf(error);
    let focused = false;
    for (const { field, message: text } of fieldErrors) {
      if (field === ATTACHMENTS_FIELD) {
        // An upload id the server no longer knows (expired, already used): upload the files again next time.
        setAttachmentProblems([text]);
        updateItems((current) => current.map((item) => ({ ...item, state: "pending", progress: 0, uploadId: undefined })));
      } else if (isContactField(field)) {
        setError(field, { type: "server", message: text }, { shouldFocus: !focused });
        feedback.settle(field, "invalid");
        focused = true;
      }
    }
  }

  const onValid = (values: ContactMessage) => {
    setAlert(undefined);
    // Messages about files refused earlier no longer apply: those files are not in the list.
    setAttachmentProblems([]);
    for (const name of CONTACT_FIELDS) if (getValues(name)) feedback.settle(name, "valid");
    mutation.mutate({ values, website: getValues(HONEYPOT_FIELD) ?? "" }, { onSuccess: sent, onError: failed });
  };

  const onInvalid = (invalid: FieldErrors<ContactValues>) => {
    for (const name of CONTACT_FIELDS) feedback.settle(name, invalid[name] ? "invalid" : getValues(name) ? "valid" : "idle");
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    clearTimeout(bannerTimer.current);
    setBanner(false);
    void handleSubmit(onValid, onInvalid)(event);
  }

  const bind = (name: ContactField | typeof HONEYPOT_FIELD): FieldBinding => {
    const registered = register(name);
    if (!isContactField(name)) return registered;
    return {
      ...registered,
      onChange: (event) => {
        void registered.onChange(event);
        feedback.changed(name);
        // The message's rule depends on the grade chosen.
        if (name === "grade_level" && getValues("message")) feedback.changed("message");
      },
    };
  };

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (mutation.isPending) {
      input.value = "";
      return;
    }
    addFiles(Array.from(input.files ?? []));
    // The list holds the files; clearing the input lets the same file be chosen again after removing it.
    input.value = "";
  }

  function onRemove(key: string) {
    const item = itemsRef.current.find((i) => i.key === key);
    updateItems((current) => current.filter((i) => i.key !== key));
    if (item) setAnnouncement(t("contact.form.announceRemoved", { fileName: item.file.name }));
  }

  // Taking over from the shell: check what was typed there, add the files chosen there, restore focus.
  useSnapshotHandoff(formRef, snapshot);
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    for (const name of CONTACT_FIELDS) if (snapshot.values[name] && !snapshot.submit) feedback.changed(name);
    addFiles(snapshot.files[ATTACHMENTS_FIELD] ?? []);
  }, [snapshot, feedback, addFiles]);

  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const name of CONTACT_FIELDS) fieldErrors[name] = errors[name]?.message;

  return (
    <ContactFormView
      form={{ ref: formRef, onSubmit, "data-live": "" }}
      bind={bind}
      errors={fieldErrors}
      attachmentProblems={attachmentProblems}
      status={feedback.status}
      messageLength={message.length}
      attachments={{ items, inputRef: fileInputRef, onChoose, onRemove, announcement }}
      busy={mutation.isPending}
      banner={banner}
      alert={alert}
    />
  );
}

export function LiveContactForm(props: LiveFormProps) {
  return (
    <QueryProvider>
      <ContactFormController {...props} />
    </QueryProvider>
  );
}
