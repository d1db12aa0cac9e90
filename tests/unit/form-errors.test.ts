/**
 * The contact and tour forms' error display rule (docs/product.md section 8, "Contact and tour generic error
 * display") and the field errors of a 400 answer (docs/api/public-forms.md).
 */
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, formErrorMessage, INPUT_ERROR, NETWORK_ERROR, SERVER_ERROR, UNEXPECTED_ERROR, UploadNetworkError } from "../../app/lib/form-errors";
import { ApiError } from "../../app/lib/api";

const http = (status: number, body: unknown) => new ApiError(status, typeof body === "string" ? body : JSON.stringify(body), "");

describe("formErrorMessage", () => {
  it("uses the spec's texts verbatim", () => {
    expect(NETWORK_ERROR).toBe("Connection error. Please check your internet connection and try again.");
    expect(SERVER_ERROR).toBe("Server error. Please try again in a few moments.");
    expect(UNEXPECTED_ERROR).toBe("An unexpected error occurred. Please try again.");
    expect(INPUT_ERROR).toBe("Please check your input and try again.");
  });

  describe("network failures", () => {
    it.each([
      ["Chromium's fetch", new TypeError("Failed to fetch")],
      ["Firefox's fetch", new TypeError("NetworkError when attempting to fetch resource.")],
      ["Safari's fetch", new TypeError("Load failed")],
    ])("%s rejection is a connection error", (_, error) => {
      expect(formErrorMessage(error)).toBe(NETWORK_ERROR);
    });

    it("an upload that never reached the server is a connection error", () => {
      expect(formErrorMessage(new UploadNetworkError())).toBe(NETWORK_ERROR);
      expect(new UploadNetworkError()).toBeInstanceOf(Error);
      expect(new UploadNetworkError().name).toBe("UploadNetworkError");
    });

    it("a TypeError from a programming mistake is not mistaken for the network", () => {
      expect(formErrorMessage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe("Cannot read properties of undefined (reading 'id')");
    });
  });

  describe("400 answers", () => {
    it("show the first entry of the errors list", () => {
      const error = http(400, {
        message: "Invalid input",
        errors: [
          { field: "email", message: "Please enter a valid email address" },
          { field: "message", message: "Message must contain at least 3 words" },
        ],
      });
      expect(formErrorMessage(error)).toBe("Please enter a valid email address");
    });

    it("show the message field when the errors list is empty, missing or its first entry has no message", () => {
      expect(formErrorMessage(http(400, { message: "We couldn't accept this submission.", errors: [] }))).toBe("We couldn't accept this submission.");
      expect(formErrorMessage(http(400, { message: "Too many attachments" }))).toBe("Too many attachments");
      expect(formErrorMessage(http(400, { message: "Check the form", errors: [{ field: "email" }] }))).toBe("Check the form");
      expect(formErrorMessage(http(400, { message: "Check the form", errors: "not a list" }))).toBe("Check the form");
    });

    it("fall back to the generic input message when the JSON has neither", () => {
      expect(formErrorMessage(http(400, {}))).toBe(INPUT_ERROR);
      expect(formErrorMessage(http(400, { message: "" }))).toBe(INPUT_ERROR);
      expect(formErrorMessage(http(400, { errors: [{ message: "" }] }))).toBe(INPUT_ERROR);
      expect(formErrorMessage(http(400, []))).toBe(INPUT_ERROR);
    });

    it("fall back to the generic input message when the body is not JSON", () => {
      expect(formErrorMessage(http(400, "Bad Request"))).toBe(INPUT_ERROR);
      expect(formErrorMessage(http(400, ""))).toBe(INPUT_ERROR);
      expect(formErrorMessage(http(400, "null"))).toBe(INPUT_ERROR);
    });

    it("are found even when '400:' is not at the start of the text", () => {
      expect(formErrorMessage(new ApiError(400, ` ${JSON.stringify({ errors: [{ message: "Please select a grade level" }] })}`, "Bad Request"))).toBe(
        "Please select a grade level",
      );
    });
  });

  it("a 500 is the server error text, whatever its body", () => {
    expect(formErrorMessage(http(500, "Internal Server Error"))).toBe(SERVER_ERROR);
    expect(formErrorMessage(http(500, { message: "database is down" }))).toBe(SERVER_ERROR);
  });

  describe("other statuses", () => {
    it("show the server's own sentence from a JSON body", () => {
      expect(formErrorMessage(http(429, { message: "Too many requests. Please try again in a minute." }))).toBe(
        "Too many requests. Please try again in a minute.",
      );
    });

    it("show the raw message when the body is not JSON or has no message", () => {
      expect(formErrorMessage(http(503, "Service Unavailable"))).toBe("503: Service Unavailable");
      expect(formErrorMessage(http(413, { error: "too large" }))).toBe('413: {"error":"too large"}');
      expect(formErrorMessage(http(502, ""))).toBe("502: ");
    });

    it("a 5xx other than 500 is not the 500 text", () => {
      expect(formErrorMessage(http(503, "Service Unavailable"))).not.toBe(SERVER_ERROR);
    });
  });

  it("shows any other error's own message, a string as it is, and the generic text when there is nothing to say", () => {
    expect(formErrorMessage(new Error("Upload answer had no id"))).toBe("Upload answer had no id");
    expect(formErrorMessage("Something specific went wrong")).toBe("Something specific went wrong");
    expect(formErrorMessage(new Error(""))).toBe(UNEXPECTED_ERROR);
    expect(formErrorMessage("")).toBe(UNEXPECTED_ERROR);
    expect(formErrorMessage(undefined)).toBe(UNEXPECTED_ERROR);
    expect(formErrorMessage(null)).toBe(UNEXPECTED_ERROR);
    expect(formErrorMessage({ message: "not an Error" })).toBe(UNEXPECTED_ERROR);
  });
});

describe("fieldErrorsOf", () => {
  it("lists the field errors of a 400 answer, in order", () => {
    const error = http(400, {
      message: "Invalid input",
      errors: [
        { field: "preferred_time", message: "This time is fully booked. Please choose another time or date." },
        { field: "email", message: "Please enter a valid email address" },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual([
      { field: "preferred_time", message: "This time is fully booked. Please choose another time or date." },
      { field: "email", message: "Please enter a valid email address" },
    ]);
  });

  it("keeps only well-formed entries", () => {
    const error = http(400, {
      errors: [
        null,
        "email",
        { field: "email" },
        { message: "no field" },
        { field: 3, message: "x" },
        { field: "phone", message: "Please enter a valid phone number" },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual([{ field: "phone", message: "Please enter a valid phone number" }]);
  });

  it("is empty for a 400 without a usable errors list", () => {
    expect(fieldErrorsOf(http(400, { message: "We couldn't accept this submission." }))).toEqual([]);
    expect(fieldErrorsOf(http(400, { errors: { email: "bad" } }))).toEqual([]);
    expect(fieldErrorsOf(http(400, "Bad Request"))).toEqual([]);
    expect(fieldErrorsOf(http(400, "null"))).toEqual([]);
  });

  it("is empty for any other status, for non-Error values and for network failures", () => {
    expect(fieldErrorsOf(http(500, { errors: [{ field: "email", message: "x" }] }))).toEqual([]);
    expect(fieldErrorsOf(http(429, { errors: [{ field: "email", message: "x" }] }))).toEqual([]);
    expect(fieldErrorsOf(`400: ${JSON.stringify({ errors: [{ field: "email", message: "x" }] })}`)).toEqual([]);
    expect(fieldErrorsOf(undefined)).toEqual([]);
    expect(fieldErrorsOf(new TypeError("Failed to fetch"))).toEqual([]);
    expect(fieldErrorsOf(new UploadNetworkError())).toEqual([]);
  });
});
